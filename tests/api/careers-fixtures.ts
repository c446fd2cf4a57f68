// Shared helpers of the careers API tests: tokens by who, postings written straight to the database, and
// unique emails.
import { beforeAll, expect } from 'vitest';
import { today } from '@/lib/format/dates';
import { addDays } from '@/lib/rules/calendar-day';
import type { HiringTrack } from '@/lib/rules/recruitment';
import { upload } from '@/server/api/uploads';
import { call, tokenFor } from '../support/api-client';

export const WHO = { hrd: 'hrd', expat: 'hrd_expat', manager: 'manager', admin: 'admin', outsider: 'marine_cs' } as const;
export type Who = keyof typeof WHO;

/** The tokens of a test file: signed in once, before its tests run. */
export function signedIn(): Record<Who, string> {
  const t = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const [key, who] of Object.entries(WHO) as [Who, string][]) t[key] = await tokenFor(who);
  });
  return t;
}

let counter = 0;
/** A text no other test (or test run) uses. */
export const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now() % 100000}-${++counter}`;
export const uniqueEmail = (name = 'cand') => `${name}.${process.pid}.${Date.now() % 100000}.${++counter}@mail.test`;

/** The office's today (WIB) shifted by days. */
export const officeDay = (days = 0) => addDays(today(), days);

/** A posting written straight to the database: open and published unless told. */
export async function posting(track: HiringTrack, opts: { published?: boolean; opens?: number; closes?: number; title?: string } = {}) {
  const { db } = await import('@/server/db');
  const row = await db.jobPosting.create({
    data: {
      title: opts.title ?? unique(track === 'local' ? 'Ground handling agent' : 'ATR 72 Captain'),
      department: track === 'local' ? 'Ground operations' : 'Flight operations',
      employment_type: 'full_time',
      track,
      opens_on: new Date(`${officeDay(opts.opens ?? -10)}T00:00:00Z`),
      closes_on: new Date(`${officeDay(opts.closes ?? 20)}T00:00:00Z`),
      published: opts.published ?? true,
    },
    select: { id: true },
  });
  return row.id;
}

let files = 0;
/** A small PDF sent to POST /api/upload: its upload id. */
export async function uploadedPdf(token: string, name = `cv-${++files}.pdf`): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(Buffer.from('%PDF-1.4 curriculum vitae'))], name, { type: 'application/pdf' }));
  const res = await call(upload, { token, raw: form });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}
