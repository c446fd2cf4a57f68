// Job postings (issue 14): /api/web/careers for staff (scoped to the caller's hiring tracks) and the
// public read of open, published postings (GET /api/public/careers).

import type { z } from 'zod';
import { today } from '@/lib/format/dates';
import type { Prisma } from '@/lib/generated/prisma/client';
import { dayDate } from '@/lib/rules/calendar-day';
import { isOpenOn, postingDeleteBlocked } from '@/lib/rules/recruitment';
import type { publicPostingQuery } from '@/lib/schemas/careers/posting';
import {
  CLOSES_BEFORE_OPENS,
  employmentType,
  hiringTrack,
  postingCreate,
  postingQuery,
  postingRow,
  postingUpdate,
  publicPostingRow,
} from '@/lib/schemas/careers/posting';
import type { CurrentUser } from '@/server/auth/user';
import { textContains } from '@/server/crud/like';
import type { Client } from '@/server/crud/model';
import { allOf, paged } from '@/server/crud/paging';
import { crud, defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import { badRequest, conflict } from '@/server/http/errors';
import { sanitizeRichText } from '@/server/text/rich-text';
import { assertTrack, postingScope } from './scope';

export const HEAD_OFFICE = 'Head office';

/** Open on the office's today (WIB): opens_on <= today <= closes_on. */
export function openWhere(day = today()): Prisma.JobPostingWhereInput {
  const d = dayDate(day);
  return { opens_on: { lte: d }, closes_on: { gte: d } };
}

function filters(q: z.output<typeof postingQuery>): Prisma.JobPostingWhereInput {
  return allOf(
    q.track ? { track: q.track } : undefined,
    q.published === undefined ? undefined : { published: q.published },
    q.open === undefined ? undefined : q.open ? openWhere() : { NOT: openWhere() },
    q.base ? { base_id: q.base } : undefined,
  ) as Prisma.JobPostingWhereInput;
}

export const postings = defineResource({
  path: '/api/web/careers',
  tag: 'Careers',
  label: 'job posting',
  permission: 'careers',
  model: 'jobPosting',
  row: postingRow,
  create: postingCreate,
  update: postingUpdate,
  query: postingQuery,
  remove: false,
  // toRow makes location of the base's name and is_open of the dates.
  select: { ...selectOf(postingRow.omit({ location: true, is_open: true })), base: { select: { name: true } } },

  search: ['title', 'department'],
  dates: ['opens_on', 'closes_on'],
  defaultSort: { field: 'closes_on', order: 'desc' },
  where: filters,
  scope: postingScope,
  toRow: ({ base, ...r }) => ({
    ...r,
    employment_type: employmentType.parse(r.employment_type),
    track: hiringTrack.parse(r.track),
    location: base?.name ?? HEAD_OFFICE,
    is_open: isOpenOn(r.opens_on, r.closes_on, today()),
  }),
  toCreate: (body, { user }) => {
    assertTrack(user, body.track);
    return {
      ...body,
      description: sanitizeRichText(body.description),
      requirements: sanitizeRichText(body.requirements),
      created_by_id: user.id,
    };
  },
  toUpdate: async (body, { db, id }) => {
    const stored = await db.jobPosting.findUniqueOrThrow({ where: { id }, select: { opens_on: true, closes_on: true } });
    const opens = body.opens_on ?? stored.opens_on.toISOString().slice(0, 10);
    const closes = body.closes_on ?? stored.closes_on.toISOString().slice(0, 10);
    if (closes < opens) throw badRequest(`${CLOSES_BEFORE_OPENS} (${opens})`, { closes_on: CLOSES_BEFORE_OPENS });
    return {
      ...body,
      ...(body.description === undefined ? {} : { description: sanitizeRichText(body.description) }),
      ...(body.requirements === undefined ? {} : { requirements: sanitizeRichText(body.requirements) }),
    };
  },
});

const service = crud(postings);

/** PUT: the posting must be in the caller's scope (404) and may not move to a track they do not work on (403). */
export async function updatePosting(db: Client, id: number, body: z.output<typeof postingUpdate>, user: CurrentUser) {
  await service.get(db, id, user);
  if (body.track) assertTrack(user, body.track);
  return service.update(db, id, body, user);
}

/** DELETE: only a posting nobody applied to; with applications it is unpublished or closed instead. */
export async function removePosting(db: Client, id: number, user: CurrentUser) {
  const posting = await service.get(db, id, user);
  const blocked = postingDeleteBlocked(posting._count.applications);
  if (blocked) throw conflict(blocked);
  return service.remove(db, id, user);
}

/** The public website's list: published postings open on the office's today, without internal fields. */
export async function listPublicPostings(db: Client, q: z.output<typeof publicPostingQuery>) {
  const where: Prisma.JobPostingWhereInput = { published: true, ...openWhere(), ...(q.track ? { track: q.track } : {}) };
  if (q.q) where.OR = [{ title: textContains(q.q) }, { department: textContains(q.q) }];
  const orderBy: Prisma.JobPostingOrderByWithRelationInput[] = [q.sort ? { [q.sort]: q.order } : { closes_on: 'asc' }, { id: 'asc' }];
  const { total, data } = await paged(q, db.jobPosting.count({ where }), (range) =>
    db.jobPosting.findMany({ where, orderBy, ...range, select: { ...postings.select } }),
  );
  return {
    total,
    data: data.map(({ base, ...r }) =>
      publicPostingRow.parse({
        ...r,
        location: base?.name ?? HEAD_OFFICE,
        opens_on: r.opens_on.toISOString().slice(0, 10),
        closes_on: r.closes_on.toISOString().slice(0, 10),
      }),
    ),
  };
}
