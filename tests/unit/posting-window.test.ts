// How the postings list names a posting's window and why Delete is refused (issue 41 item 11).
import { describe, expect, it } from 'vitest';
import { isOpenOn, postingDeleteBlocked, postingWindowText } from '@/lib/rules/recruitment';

describe('postingWindowText', () => {
  it('says Open inside the window, Opens {day} before it, Closed after it', () => {
    expect(postingWindowText('2026-12-04', '2026-12-31', '2026-11-29')).toBe('Opens 04 Dec 2026');
    expect(postingWindowText('2026-12-04', '2026-12-31', '2026-12-04')).toBe('Open');
    expect(postingWindowText('2026-12-04', '2026-12-31', '2026-12-31')).toBe('Open');
    expect(postingWindowText('2026-12-04', '2026-12-31', '2027-01-01')).toBe('Closed');
    expect(isOpenOn('2026-12-04', '2026-12-31', '2026-11-29')).toBe(false);
  });
});

describe('postingDeleteBlocked', () => {
  it('gives the reason the API refuses a posting with applications, null without', () => {
    expect(postingDeleteBlocked(0)).toBeNull();
    expect(postingDeleteBlocked(1)).toBe(
      'This posting has 1 application: it cannot be deleted. Unpublish it or set its close date instead',
    );
    expect(postingDeleteBlocked(3)).toMatch(/^This posting has 3 applications: it cannot be deleted/);
  });
});
