// The backlog & help widget's rules: the switch (off unless BACKLOG_WIDGET=true), spec 5's comment id, the
// context of a route name (spec 2's filter), the route name of a page, and where a dragged button may go.
import { describe, expect, it } from 'vitest';
import { clampToWindow } from '@/components/backlog/use-drag-position';
import { BACKLOG_CONTEXTS, contextLabel, contextOf, parseCommentId, routeNameOf } from '@/lib/schemas/backlog';
import { backlogWidgetEnabled } from '@/server/features';

describe('the BACKLOG_WIDGET switch', () => {
  it('is off unless set to true (or 1)', () => {
    expect(backlogWidgetEnabled({})).toBe(false);
    for (const off of ['', 'false', '0', 'no', 'yes', 'truee', 'on'])
      expect(backlogWidgetEnabled({ BACKLOG_WIDGET: off }), off).toBe(false);
    for (const on of ['true', 'TRUE', ' true ', '1']) expect(backlogWidgetEnabled({ BACKLOG_WIDGET: on }), on).toBe(true);
  });
});

describe('backlog rules', () => {
  it('parses a comment id as an integer, 0 when it is none (spec 5)', () => {
    expect(parseCommentId('12')).toBe(12);
    expect(parseCommentId(12)).toBe(12);
    expect(parseCommentId('12abc')).toBe(12);
    expect(parseCommentId(7.9)).toBe(7);
    for (const none of ['', 'abc', '-3', '0', 0, null, undefined, Number.NaN]) expect(parseCommentId(none), String(none)).toBe(0);
  });

  it("has spec 2's context options, value and label", () => {
    expect(BACKLOG_CONTEXTS.map((c) => c.value)).toEqual([
      'all',
      'flight-airport',
      'flight-area-base',
      'flight-booking-manifest',
      'flight-charter',
      'flight-fleet',
      'flight-pilot',
      'flight-route-schedule',
      'website-news',
      'marine-product',
      'marine-warehouse',
      'marine-transaction',
      'watersports-product',
      'watersports-transaction',
      'purchase',
      'customer',
      'user-manager',
      'inventory',
      'other',
    ]);
    expect(BACKLOG_CONTEXTS.find((c) => c.value === 'flight-fleet')?.label).toBe('Fleet / Aircrafts');
    expect(BACKLOG_CONTEXTS.find((c) => c.value === 'website-news')?.label).toBe('Web - News');
  });

  it('maps a route name to its context: sub-screens to their screen, the rest to other', () => {
    expect(contextOf('flight-fleet')).toBe('flight-fleet');
    expect(contextOf('purchase_new')).toBe('purchase');
    expect(contextOf('index')).toBe('other');
    expect(contextOf('website-careers')).toBe('other');
    expect(contextLabel('purchase_new')).toBe('Purchase / Finance');
    expect(contextLabel('website-careers')).toBe('Careers');
    expect(contextLabel('index')).toBe('Overview');
    expect(contextLabel('somewhere')).toBe('somewhere');
  });

  it("names the page's screen by its route name", () => {
    expect(routeNameOf('/flight/fleet')).toBe('flight-fleet');
    expect(routeNameOf('/flight/fleet/12')).toBe('flight-fleet');
    expect(routeNameOf('/purchase/new')).toBe('purchase_new');
    expect(routeNameOf('/')).toBe('index');
    expect(routeNameOf('/nowhere')).toBe('other');
  });

  it('keeps a dragged button inside the window', () => {
    const win = { innerWidth: 1366, innerHeight: 850 };
    expect(clampToWindow({ x: 100, y: 200 }, 48, win)).toEqual({ x: 100, y: 200 });
    expect(clampToWindow({ x: -50, y: 2000 }, 48, win)).toEqual({ x: 8, y: 850 - 48 - 8 });
    expect(clampToWindow({ x: 5000, y: -1 }, 48, win)).toEqual({ x: 1366 - 48 - 8, y: 8 });
  });
});
