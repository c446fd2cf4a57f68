// GET /api/recruiting: the caller's postings (their hiring tracks only), each with its count per status and
// one page of its applications. Three queries whatever the number of postings: the postings, one GROUP BY
// for the counts and the filtered totals, one windowed query for the pages.
import { Prisma } from '@/lib/generated/prisma/client';
import { APPLICATION_STATUSES, type ApplicationStatus, type HiringTrack, tracksFor } from '@/lib/rules/recruitment';
import type { PipelineAnswer, PipelineApplication, PipelineQuery } from '@/lib/schemas/careers/pipeline';
import type { CurrentUser } from '@/server/auth/user';
import type { Db, Tx } from '@/server/db';
import { notFound } from '@/server/http/errors';

/** The hiring tracks the caller works on, as a SQL array. */
export const trackArray = (user: CurrentUser) => [...tracksFor(user.role)];

interface PostingRow {
  id: number;
  title: string;
  track: HiringTrack;
  department: string;
  closes_on: string;
}
interface CountRow {
  posting_id: number;
  status: ApplicationStatus;
  n: number;
  matched: number;
}
type ApplicationRow = PipelineApplication & { posting_id: number };

/** The candidate's name or email contains q (any case; no wildcards, so % and _ are plain characters). */
const matchesQ = (q: string | undefined) =>
  q
    ? Prisma.sql`(strpos(lower(c.name), lower(${q})) > 0 OR strpos(coalesce(a.email, lower(c.email), ''), lower(${q})) > 0)`
    : Prisma.sql`TRUE`;

export async function listPipeline(db: Db | Tx, query: PipelineQuery, user: CurrentUser): Promise<PipelineAnswer> {
  const onePosting = query.posting_id ? Prisma.sql`AND id = ${query.posting_id}` : Prisma.empty;
  const postings = await db.$queryRaw<PostingRow[]>`
    SELECT id, title, track, department, to_char(closes_on, 'YYYY-MM-DD') AS closes_on
      FROM job_postings
     WHERE track = ANY(${trackArray(user)}::text[]) ${onePosting}
     ORDER BY closes_on DESC, id DESC`;
  if (query.posting_id && !postings.length) throw notFound(`Job posting ${query.posting_id} not found`);
  if (!postings.length) return { total: 0, data: [] };

  const ids = postings.map((p) => p.id);
  const match = matchesQ(query.q);
  const status = query.status === undefined ? Prisma.sql`TRUE` : Prisma.sql`a.status = ${query.status}`;
  const offset = (query.page - 1) * query.limit;
  const [counts, applications] = await Promise.all([
    db.$queryRaw<CountRow[]>`
      SELECT a.posting_id, a.status, count(*)::int AS n, (count(*) FILTER (WHERE ${match}))::int AS matched
        FROM job_applications a JOIN candidates c ON c.id = a.candidate_id
       WHERE a.posting_id = ANY(${ids}::int[])
       GROUP BY a.posting_id, a.status`,
    db.$queryRaw<ApplicationRow[]>`
      SELECT id, posting_id, candidate_id, candidate_name, email, status, decline_reason, erased, updated_at
        FROM (SELECT a.id, a.posting_id, a.candidate_id, c.name AS candidate_name, a.email, a.status, a.decline_reason,
                     c.erased_at IS NOT NULL AS erased, a.updated_at,
                     row_number() OVER (PARTITION BY a.posting_id ORDER BY a.updated_at DESC, a.id DESC) AS rn
                FROM job_applications a JOIN candidates c ON c.id = a.candidate_id
               WHERE a.posting_id = ANY(${ids}::int[]) AND ${status} AND ${match}) t
       WHERE rn > ${offset} AND rn <= ${offset + query.limit}
       ORDER BY posting_id, rn`,
  ]);

  return {
    total: postings.length,
    data: postings.map((posting) => {
      const own = counts.filter((c) => c.posting_id === posting.id);
      const shown = own.filter((c) => query.status === undefined || c.status === query.status);
      return {
        posting,
        counts: APPLICATION_STATUSES.map((s) => ({ status: s, count: own.find((c) => c.status === s)?.n ?? 0 })),
        applications: {
          total: shown.reduce((sum, c) => sum + c.matched, 0),
          page: query.page,
          limit: query.limit,
          data: applications.filter((a) => a.posting_id === posting.id).map(({ posting_id: _, ...row }) => row),
        },
      };
    }),
  };
}
