// The recruitment pipeline (issue 14; spec 7 Web and recruiting: GET recruiting, POST recruiting/update-status,
// POST recruiting/delete-recruitment; Users: PUT user/candidate-bulk-status). HR (Local) works on local
// postings, HR (Expat) on expat ones, managers and admins on both: an application or candidate of the other
// track answers 404, in every call.
import {
  bulkAnswer,
  bulkStatusUpdate,
  erasureAnswer,
  erasureRequest,
  moveAnswer,
  pipelineAnswer,
  pipelineQuery,
  statusUpdate,
} from '@/lib/schemas/careers/pipeline';
import { operations } from '@/server/http/operations';
import { listPipeline } from '@/server/resources/careers/pipeline';
import { eraseCandidate } from '@/server/resources/careers/pipeline-erasure';
import { moveApplication, moveApplications } from '@/server/resources/careers/pipeline-moves';

const api = operations({ tag: 'Careers: pipeline', auth: 'careers' });
const MOVES =
  'Allowed moves (lib/rules/recruitment.ts): Pending -> Confirmed, Declined, Deleted; Confirmed -> Interview, Declined, Deleted; Interview -> Confirmed, Declined, Deleted; Declined -> Pending, Deleted; Deleted is final';

export const recruitingList = api.list(
  '/api/recruiting',
  "The pipeline: the caller's job postings (HR Local: local, HR Expat: expat, managers both), newest closing date first, each with counts (every status 0, 1, 2, 99, 100 in order, zeros included, over all its applications whatever the filters) and applications { total, page, limit, data }: the applications matching status and q (part of the candidate's name or email), newest change first, page and limit (default 200, at most 1000) applying to each posting. posting_id narrows to one posting (404 when it is not the caller's)",
  { query: pipelineQuery, response: pipelineAnswer, errors: [404] },
  ({ db, query, user }) => listPipeline(db, query, user),
);

export const recruitingUpdateStatus = api.op('POST')(
  '/api/recruiting/update-status',
  `Move one application to another status, with an optional note; Declined needs a reason from the list (400 otherwise), and only Declined takes one. An optional from (the status the client saw) makes the move fail with 409 when the application has moved on since. A move not allowed from the current status is 409 ('Cannot move an application from Pending to Interview'). Each move writes a history row. ${MOVES}`,
  { body: statusUpdate, response: moveAnswer, transaction: true, errors: [404, 409] },
  ({ db, body, user }) => moveApplication(db, body, user),
);

export const candidateBulkStatus = api.op('PUT')(
  '/api/user/candidate-bulk-status',
  "Move many applications (ids, up to 500) to one status, with the note and reason rules of update-status: all or nothing in one transaction, a history row each. An unknown id or one outside the caller's postings is 404 and a move not allowed is 409, each error naming the offending applications in error.ids, and nothing changes. Answers { affected, ids }",
  { body: bulkStatusUpdate, response: bulkAnswer, transaction: true, errors: [404, 409] },
  ({ db, body, user }) => moveApplications(db, body, user),
);

export const recruitingDelete = api.op('POST')(
  '/api/recruiting/delete-recruitment',
  "Erase a candidate's personal data on request (by candidate_id): the candidate stays as a placeholder ('Erased candidate #<id>', no email, phone, nationality or birth date), the form, the documents with their uploads and files are deleted, the applications' emails and the history notes cleared; applications keep their status, and each gets an 'erased' history row with who and when. 404 for a candidate none of whose applications is on the caller's postings, 403 when some are on the other track's postings (a manager may erase), 409 when already erased. Answers { id, erased_at, applications }",
  { body: erasureRequest, response: erasureAnswer, errors: [403, 404, 409] },
  ({ db, body, user }) => eraseCandidate(db, body.candidate_id, user),
);
