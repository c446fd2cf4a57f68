// Careers data for the pipeline tests, straight in the database (the postings, candidates and applications
// APIs are another part's): a posting of a track, candidates, and their applications in given statuses.
// Works with the API tests' client and with a client on the e2e database (careersDb).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/lib/generated/prisma/client';
import type { ApplicationStatus, HiringTrack } from '@/lib/rules/recruitment';

type Db = PrismaClient;

let n = 0;
/** A tag unique to this run and call, for names and emails. */
export const careersTag = () => `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${(++n).toString(36)}`;

/** A Prisma client on another database (the e2e one); end it with $disconnect(). */
export const careersDb = (url: string): Db => new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 2 }) });

const day = (offset: number) => new Date(Date.UTC(2026, 10, 25 + offset));

export async function posting(
  db: Db,
  track: HiringTrack,
  title = `${track === 'local' ? 'Ground engineer' : 'Captain ATR 72'} ${careersTag()}`,
) {
  return db.jobPosting.create({
    data: {
      title,
      department: track === 'local' ? 'Engineering' : 'Flight operations',
      employment_type: 'full_time',
      track,
      opens_on: day(-10),
      closes_on: day(30),
      published: true,
    },
  });
}

export interface CandidateInput {
  name?: string;
  email?: string;
  phone?: string;
  nationality?: string;
}

export async function candidate(db: Db, input: CandidateInput = {}) {
  const t = careersTag();
  return db.candidate.create({
    data: {
      name: input.name ?? `Candidate ${t}`,
      email: (input.email ?? `candidate.${t}@mail.test`).toLowerCase(),
      phone: input.phone ?? '6281234567890',
      nationality: input.nationality ?? 'ID',
      date_of_birth: new Date(Date.UTC(1990, 4, 17)),
    },
  });
}

/** An application of the candidate (a new one unless given) to the posting, in the status, with its history. */
export async function application(db: Db, postingId: number, status: ApplicationStatus = 0, who?: { id: number; email: string | null }) {
  const c = who ?? (await candidate(db));
  return db.jobApplication.create({
    data: {
      posting_id: postingId,
      candidate_id: c.id,
      email: c.email,
      status,
      decline_reason: status === 99 ? 'Position filled' : null,
      history: { create: { action: 'created', to_status: status } },
    },
  });
}

/** A posting of the track with one application per status given, in that order. */
export async function pipeline(db: Db, track: HiringTrack, statuses: readonly ApplicationStatus[]) {
  const p = await posting(db, track);
  const apps = [];
  for (const s of statuses) apps.push(await application(db, p.id, s));
  return { posting: p, applications: apps, ids: apps.map((a) => a.id) };
}
