// Job postings (issue 14): CRUD on /api/web/careers (careers permission, scoped to the caller's hiring
// tracks) and the public website's read of open, published postings, GET /api/public/careers.
import { listOf } from '@/lib/schemas/answers';
import { postingRow, postingUpdate, publicPostingQuery, publicPostingRow } from '@/lib/schemas/careers/posting';
import { crud } from '@/server/crud/resource';
import { collectionRoutes } from '@/server/crud/routes';
import { operations } from '@/server/http/operations';
import { listPublicPostings, postings, removePosting, updatePosting } from '@/server/resources/careers/postings';

const api = operations({ tag: 'Careers', auth: 'careers' });
const PATH = '/api/web/careers';
const ITEM = `${PATH}/{id}`;
const TRACKS =
  'hrd sees and writes local postings only, hrd_expat expat ones only, managers and admins both; a posting of another track answers 404';

export const postingCollection = collectionRoutes({
  ...postings,
  summaries: {
    list: `Job postings, paged; q searches title and department; filters track (local|expat), published (true|false), open (true|false: within opens_on..closes_on on the office's today, WIB), base (id). ${TRACKS}. Each row has location (the base's name or 'Head office'), is_open and _count.applications`,
    create: `Create a posting: title, department, base_id (null = head office), employment_type, track, description and requirements (rich text, sanitised: scripts, styles and event handlers removed), opens_on, closes_on (on or after opens_on), published. A track the caller does not work on is 403. Answers 201 { id }`,
  },
});

export const postingItem = {
  GET: api.get(ITEM, `One job posting. ${TRACKS}`, { response: postingRow, errors: [404] }, ({ db, params, user }) =>
    crud(postings).get(db, params.id, user),
  ),
  PUT: api.update(
    ITEM,
    `Update a posting (any of the create fields; rich text sanitised; closes_on checked against the stored opens_on and the reverse). Moving it to a track the caller does not work on is 403. ${TRACKS}. Answers { id }`,
    { body: postingUpdate, errors: [400, 403, 404] },
    ({ db, params, body, user }) => updatePosting(db, params.id, body, user),
  ),
  DELETE: api.remove(
    ITEM,
    'Delete a posting nobody applied to; one with applications is 409 (unpublish it or set its close date instead). Answers { affected: 1 }',
    { errors: [404, 409] },
    ({ db, params, user }) => removePosting(db, params.id, user),
  ),
};

export const publicCareers = operations({ tag: 'Careers', auth: 'public' }).list(
  '/api/public/careers',
  "The website's job openings, without sign-in: published postings open on the office's today (opens_on <= today <= closes_on, WIB), soonest closing first; q searches title and department; track filters local or expat. No internal fields",
  { query: publicPostingQuery, response: listOf(publicPostingRow) },
  ({ db, query }) => listPublicPostings(db, query),
);
