// Demo careers data (issue 14): 12 job postings (pilots, engineers, ground staff; local and expat; most
// open and published, one closed, one unpublished), 250 candidates (Indonesian names for local hiring,
// varied nationalities for expat hiring), their applications in every status with a plausible history by
// the HR demo users, and filled forms for some. Seeded only while job_postings is empty; a few bulk
// inserts, no per-row round trips.

import { today } from '@/lib/format/dates';
import type { Prisma } from '@/lib/generated/prisma/client';
import { addDays } from '@/lib/rules/calendar-day';
import { APPLICATION_STATUS_LABEL, DECLINE_REASONS, type HiringTrack } from '@/lib/rules/recruitment';
import type { CandidateForm } from '@/lib/schemas/careers/candidate-form';
import type { Db } from '@/server/db';
import { DESCRIPTION, EXPATS, POSTINGS, REQUIREMENTS } from './careers-data';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from './names';
import { type Random, random } from './random';

export const CANDIDATE_COUNT = 250;
const LOCAL_SHARE = 0.68;

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** A path of moves from Pending to the final status, after the allowed moves (lib/rules/recruitment.ts). */
function pathTo(status: number, r: Random): number[] {
  switch (status) {
    case 1:
      return [1];
    case 2:
      return r.chance(0.3) ? [1, 2, 1, 2] : [1, 2];
    case 99:
      return r.pick([[99], [1, 99], [1, 2, 99]]);
    case 100:
      return [100];
    default:
      return [];
  }
}

const NOTES: Record<number, string[]> = {
  1: ['Screened: documents complete', 'CV fits the requirements', 'Phone screening passed'],
  2: ['Interview set at head office', 'Video interview scheduled', 'Simulator assessment booked'],
  99: ['Candidate informed by email', 'Feedback sent'],
  100: ['Withdrawn by the candidate', 'Spam application'],
};

function demoForm(r: Random, pilot: boolean, expat: boolean, calling: string): CandidateForm {
  const year = r.int(2005, 2019);
  return {
    personal: {
      address: expat
        ? 'c/o Crew House, Jl. Sentani Raya 12, Jayapura'
        : `Jl. ${r.pick(['Ahmad Yani', 'Sudirman', 'Pattimura', 'Sam Ratulangi'])} No. ${r.int(1, 200)}`,
      marital_status: r.pick(['single', 'married'] as const),
      emergency_name: `${r.pick(FIRST)} ${r.pick(LAST)}`,
      emergency_relationship: r.pick(['Spouse', 'Parent', 'Sibling']),
      emergency_phone: `${calling}8${r.int(10_000_000, 99_999_999)}`,
    },
    education: [
      {
        school: pilot
          ? r.pick(['STPI Curug', 'API Banyuwangi', 'Bali International Flight Academy'])
          : r.pick(['ITB', 'Universitas Cenderawasih', 'Politeknik Penerbangan Surabaya']),
        degree: pilot ? 'Commercial pilot programme' : 'D3 Aircraft maintenance',
        year,
      },
    ],
    work: [
      {
        employer: r.pick(['Susi Air', 'Wings Air', 'Trigana Air', 'Airfast Indonesia', 'Garuda Maintenance Facility']),
        position: pilot ? 'First Officer' : 'Technician',
        from: `${year + 1}-0${r.int(1, 9)}`,
        to: null,
      },
    ],
    pilot: pilot
      ? (() => {
          const total = r.int(1500, 9000);
          return {
            licence_type: expat ? 'ATPL' : r.pick(['CPL', 'ATPL'] as const),
            licence_number: `${expat ? 'ATPL' : 'CPL'}-${r.int(1000, 9999)}`,
            total_hours: total,
            type_hours: r.int(300, total),
            aircraft_type: r.pick(['ATR 72-600', 'DHC-6-400', 'C208B']),
          };
        })()
      : { licence_type: null, licence_number: null, total_hours: null, type_hours: null, aircraft_type: null },
    expat: expat
      ? {
          passport_number: `P${r.int(1_000_000, 9_999_999)}`,
          passport_expiry: addDays(today(), r.int(200, 2500)),
          visa_status: r.pick(['none', 'applied', 'granted'] as const),
        }
      : { passport_number: null, passport_expiry: null, visa_status: 'not_required' },
  };
}

/** The demo careers data, when job_postings is empty; answers what was created. */
export async function seedCareers(db: Db) {
  const none = { postings: 0, candidates: 0, applications: 0, history: 0, forms: 0 };
  if ((await db.jobPosting.count()) > 0) return none;
  const r = random('careers');
  const day = today();
  const [bases, users] = await Promise.all([
    db.base.findMany({ orderBy: { id: 'asc' }, select: { id: true }, take: 4 }),
    db.user.findMany({
      where: { email: { in: ['hrd@example.com', 'hrd_expat@example.com', 'manager@example.com'] } },
      select: { id: true, email: true },
    }),
  ]);
  const userOf = (email: string) => users.find((u) => u.email === email)?.id ?? null;
  const hr: Record<HiringTrack, number | null> = { local: userOf('hrd@example.com'), expat: userOf('hrd_expat@example.com') };

  const postings = await db.jobPosting.createManyAndReturn({
    data: POSTINGS.map((p) => ({
      title: p.title,
      department: p.department,
      base_id: p.base === null ? null : (bases[p.base % Math.max(1, bases.length)]?.id ?? null),
      employment_type: p.type,
      track: p.track,
      description: DESCRIPTION[p.department],
      requirements: REQUIREMENTS[p.department],
      opens_on: new Date(`${addDays(day, p.opens)}T00:00:00Z`),
      closes_on: new Date(`${addDays(day, p.closes)}T00:00:00Z`),
      published: p.published,
      created_by_id: hr[p.track],
    })),
    select: { id: true, track: true, title: true },
  });
  // Applications only to postings that have opened (the draft takes none).
  const takes = (track: HiringTrack) => postings.filter((p, i) => p.track === track && POSTINGS[i].opens <= 0);

  const people: (Prisma.CandidateCreateManyInput & { track: HiringTrack; calling: string })[] = [];
  const emails = new Set<string>();
  for (let i = 0; people.length < CANDIDATE_COUNT; i++) {
    const local = r.chance(LOCAL_SHARE);
    const origin = local ? null : r.pick(EXPATS);
    const name = local ? `${r.pick(FIRST)} ${r.pick(LAST)}` : `${r.pick(origin?.first ?? [])} ${r.pick(origin?.last ?? [])}`;
    const email = `${slug(name)}${i % 3 === 0 ? i : ''}@${local ? 'gmail.com' : 'mail.example'}`;
    if (emails.has(email)) continue;
    emails.add(email);
    const calling = origin?.calling ?? '62';
    people.push({
      name,
      email,
      phone: `${calling}8${r.int(10_000_000, 999_999_999)}`,
      nationality: origin?.country ?? 'ID',
      date_of_birth: new Date(
        `${r.int(1968, 2003)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}T00:00:00Z`,
      ),
      track: local ? 'local' : 'expat',
      calling,
    });
  }
  const candidates = await db.candidate.createManyAndReturn({
    data: people.map(({ track: _t, calling: _c, ...c }) => c),
    select: { id: true },
  });

  const statuses = [0, 0, 0, 1, 1, 2, 2, 99, 99, 100];
  const applied: (Prisma.JobApplicationCreateManyInput & { path: number[]; track: HiringTrack })[] = [];
  candidates.forEach((c, i) => {
    const person = people[i];
    const open = takes(person.track);
    const chosen = new Set([r.pick(open), ...(r.chance(0.25) ? [r.pick(open)] : [])]);
    for (const p of chosen) {
      const status = r.pick(statuses);
      const path = pathTo(status, r);
      const created = new Date(Date.now() - r.int(2, 45) * 86_400_000 - r.int(0, 36_000) * 1000);
      applied.push({
        posting_id: p.id,
        candidate_id: c.id,
        email: person.email,
        status,
        decline_reason: status === 99 ? r.pick(DECLINE_REASONS) : null,
        created_at: created,
        updated_at: new Date(created.getTime() + path.length * 86_400_000),
        path,
        track: person.track,
      });
    }
  });
  const applications = await db.jobApplication.createManyAndReturn({
    data: applied.map(({ path: _p, track: _t, ...a }) => a),
    select: { id: true },
  });

  const history: Prisma.JobApplicationHistoryCreateManyInput[] = [];
  applications.forEach((a, i) => {
    const { path, track, created_at, decline_reason } = applied[i];
    const by = hr[track];
    const start = (created_at as Date).getTime();
    history.push({ application_id: a.id, action: 'created', to_status: 0, user_id: by, created_at: created_at as Date });
    let from = 0;
    path.forEach((to, step) => {
      history.push({
        application_id: a.id,
        action: 'status',
        from_status: from,
        to_status: to,
        reason: to === 99 ? decline_reason : null,
        note: `${r.pick(NOTES[to])} (${APPLICATION_STATUS_LABEL[to as 0]})`,
        user_id: by,
        created_at: new Date(start + (step + 1) * 86_400_000 + r.int(0, 20_000) * 1000),
      });
      from = to;
    });
  });
  await db.jobApplicationHistory.createMany({ data: history });

  const forms: Prisma.CandidateFormCreateManyInput[] = [];
  candidates.forEach((c, i) => {
    if (i % 4 !== 0) return;
    const person = people[i];
    const firstApp = applied.find((a) => a.candidate_id === c.id);
    const isPilot = POSTINGS[postings.findIndex((p) => p.id === firstApp?.posting_id)]?.pilot === true;
    forms.push({
      candidate_id: c.id,
      data: demoForm(r, isPilot, person.track === 'expat', person.calling) as Prisma.InputJsonValue,
      updated_by_id: hr[person.track],
    });
  });
  await db.candidateForm.createMany({ data: forms });

  return {
    postings: postings.length,
    candidates: candidates.length,
    applications: applications.length,
    history: history.length,
    forms: forms.length,
  };
}
