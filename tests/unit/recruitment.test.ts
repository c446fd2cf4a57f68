// The recruitment rules: the moves table between the application statuses of spec 4 (every pair), the
// request schemas' decline reason rule, and the hiring tracks per role.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMove,
  DECLINE_REASONS,
  tracksFor,
} from '@/lib/rules/recruitment';
import { bulkStatusUpdate, statusUpdate } from '@/lib/schemas/careers/pipeline';

/** The contract, written out: from -> the statuses it may move to. */
const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  0: [1, 99, 100],
  1: [2, 99, 100],
  2: [1, 99, 100],
  99: [0, 100],
  100: [],
};

const pairs = APPLICATION_STATUSES.flatMap((from) => APPLICATION_STATUSES.map((to) => [from, to] as const));

describe('application moves', () => {
  it.each(pairs)('%i -> %i', (from, to) => {
    expect(canMove(from, to)).toBe(ALLOWED[from].includes(to));
  });

  it('never allows staying put, never leaves Deleted, and every open status may be declined or deleted', () => {
    for (const s of APPLICATION_STATUSES) expect(canMove(s, s)).toBe(false);
    expect(APPLICATION_MOVES[100]).toEqual([]);
    for (const s of [0, 1, 2] as const) expect([canMove(s, 99), canMove(s, 100)]).toEqual([true, true]);
  });

  it('refuses any number that is not a status, on either side', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(...APPLICATION_STATUSES), (n, s) => {
        if ((APPLICATION_STATUSES as readonly number[]).includes(n)) return;
        expect(canMove(n, s)).toBe(false);
        expect(canMove(s, n)).toBe(false);
      }),
    );
  });

  it('reaches every status from Pending', () => {
    const seen = new Set<number>([0]);
    const queue: ApplicationStatus[] = [0];
    while (queue.length)
      for (const to of APPLICATION_MOVES[queue.shift() as ApplicationStatus]) if (!seen.has(to) && seen.add(to)) queue.push(to);
    expect([...seen].sort((a, b) => a - b)).toEqual([...APPLICATION_STATUSES]);
  });
});

describe('move requests', () => {
  it('require a listed reason exactly when declining', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...APPLICATION_STATUSES),
        fc.option(fc.constantFrom(...DECLINE_REASONS), { nil: undefined }),
        (status, reason) => {
          const ok = status === 99 ? reason !== undefined : reason === undefined;
          expect(statusUpdate.safeParse({ id: 1, status, reason }).success).toBe(ok);
          expect(bulkStatusUpdate.safeParse({ ids: [1, 2], status, reason }).success).toBe(ok);
        },
      ),
    );
    expect(statusUpdate.safeParse({ id: 1, status: 99, reason: 'Not nice' }).success).toBe(false);
  });
});

describe('hiring tracks', () => {
  it.each([
    ['hrd', ['local']],
    ['hrd_expat', ['expat']],
    ['manager', ['local', 'expat']],
    ['admin', ['local', 'expat']],
    ['root', ['local', 'expat']],
  ])('%s works on %j', (role, tracks) => {
    expect(tracksFor(role)).toEqual(tracks);
  });
});
