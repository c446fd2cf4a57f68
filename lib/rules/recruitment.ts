// Recruitment rules (issue 14): the application statuses of spec 4, the moves allowed between them, the
// reasons a decline must name, and which hiring track (local or expat) each role works on. Client-safe.
import { isSuperRole } from '@/lib/access/roles';
import { fmtDay } from '@/lib/format/dates';

export const APPLICATION_STATUS = {
  pending: 0,
  confirmed: 1,
  interview: 2,
  declined: 99,
  deleted: 100,
} as const;
export const APPLICATION_STATUSES = [0, 1, 2, 99, 100] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  0: 'Pending',
  1: 'Confirmed',
  2: 'Interview',
  99: 'Declined',
  100: 'Deleted',
};

export const isApplicationStatus = (n: number): n is ApplicationStatus => (APPLICATION_STATUSES as readonly number[]).includes(n);

/**
 * The allowed moves, after Odoo Recruitment's stages: an application is confirmed (screened in) before an
 * interview, an interview may send it back to Confirmed (another round), any open application may be
 * declined with a reason, a declined one may be reopened to Pending, and Deleted (withdrawn or spam) ends it.
 */
export const APPLICATION_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  0: [1, 99, 100],
  1: [2, 99, 100],
  2: [1, 99, 100],
  99: [0, 100],
  100: [],
};

export const canMove = (from: number, to: number): boolean =>
  isApplicationStatus(from) && isApplicationStatus(to) && APPLICATION_MOVES[from].includes(to);

/** A decline names one of these (Odoo's refuse reasons, for an airline's hiring). */
export const DECLINE_REASONS = [
  'Does not meet the requirements',
  'Licence or rating not valid',
  'Not enough flight hours',
  'Failed the interview',
  'Failed the medical or background check',
  'Position filled',
  'Candidate withdrew',
  'Duplicate application',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const HIRING_TRACKS = ['local', 'expat'] as const;
export type HiringTrack = (typeof HIRING_TRACKS)[number];
export const HIRING_TRACK_LABEL: Record<HiringTrack, string> = { local: 'Local', expat: 'Expat' };

/** The tracks a role works on: HR (Local) the local postings, HR (Expat) the expat ones, managers and admins both. */
export function tracksFor(role: string): readonly HiringTrack[] {
  if (isSuperRole(role)) return HIRING_TRACKS;
  if (role === 'hrd') return ['local'];
  if (role === 'hrd_expat') return ['expat'];
  return HIRING_TRACKS;
}

export const EMPLOYMENT_TYPES = ['full_time', 'contract', 'part_time', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABEL: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  contract: 'Contract',
  part_time: 'Part-time',
  internship: 'Internship',
};

/** Whether a posting takes applications on `day` (its window, opens_on..closes_on, YYYY-MM-DD). */
export const isOpenOn = (opens: string, closes: string, day: string) => opens <= day && day <= closes;

/** The posting's window as staff read it on `day`: 'Open', 'Opens 04 Dec 2026' before it opens, else 'Closed'. */
export function postingWindowText(opens: string, closes: string, day: string): string {
  if (isOpenOn(opens, closes, day)) return 'Open';
  return day < opens ? `Opens ${fmtDay(opens)}` : 'Closed';
}

/** Why a posting cannot be deleted (the API refuses it), or null when it can. */
export function postingDeleteBlocked(applications: number): string | null {
  if (applications === 0) return null;
  return `This posting has ${applications} application${applications === 1 ? '' : 's'}: it cannot be deleted. Unpublish it or set its close date instead`;
}
