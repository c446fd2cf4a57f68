// Who sees which careers rows (issue 14): HR (Local) the local postings, HR (Expat) the expat ones, managers
// and admins both (lib/rules/recruitment.ts, tracksFor). Rows outside the caller's tracks answer 404.
import type { Prisma } from '@/lib/generated/prisma/client';
import { HIRING_TRACKS, type HiringTrack, tracksFor } from '@/lib/rules/recruitment';
import type { CurrentUser } from '@/server/auth/user';
import { forbidden } from '@/server/http/errors';

/** The caller's tracks, or null when they work on every track (no filter needed). */
export function limitedTracks(user: CurrentUser): readonly HiringTrack[] | null {
  const tracks = tracksFor(user.role);
  return tracks.length === HIRING_TRACKS.length ? null : tracks;
}

export function postingScope(user: CurrentUser): Prisma.JobPostingWhereInput {
  const tracks = limitedTracks(user);
  return tracks ? { track: { in: [...tracks] } } : {};
}

export function applicationScope(user: CurrentUser): Prisma.JobApplicationWhereInput {
  const tracks = limitedTracks(user);
  return tracks ? { posting: { track: { in: [...tracks] } } } : {};
}

/** A candidate with an application on one of the caller's tracks, or with no application yet. */
export function candidateScope(user: CurrentUser): Prisma.CandidateWhereInput {
  const tracks = limitedTracks(user);
  if (!tracks) return {};
  return { OR: [{ applications: { some: { posting: { track: { in: [...tracks] } } } } }, { applications: { none: {} } }] };
}

const TRACK_ROLE: Record<HiringTrack, string> = { local: 'HR (Local)', expat: 'HR (Expat)' };

/** 403 when the caller may not put a posting on this track (HR (Local) an expat one, and the reverse). */
export function assertTrack(user: CurrentUser, track: HiringTrack): void {
  if (tracksFor(user.role).includes(track)) return;
  const own = tracksFor(user.role)[0];
  throw forbidden(
    `${own ? TRACK_ROLE[own] : 'Your role'} works on ${own ?? 'no'} postings only: ${track} postings are ${TRACK_ROLE[track]}'s`,
  );
}
