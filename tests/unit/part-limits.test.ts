import { describe, expect, it } from 'vitest';
import { partLife } from '@/lib/rules/part-limits';

const part = (over: Partial<Parameters<typeof partLife>[0]> = {}) => ({
  hours_since_new: 1000,
  cycles_since_new: 2000,
  hour_limit: 3600,
  cycle_limit: 10000,
  calendar_limit: null,
  installed_on: '2024-01-01',
  ...over,
});

describe("a part's life against its limits", () => {
  it('is ok well within every limit, with what is left', () => {
    expect(partLife(part(), '2026-11-21')).toMatchObject({ level: 'ok', hoursLeft: 2600, cyclesLeft: 8000, daysLeft: null });
  });

  it('is due above 90 % of any limit', () => {
    expect(partLife(part({ hours_since_new: 3241 }), '2026-11-21').level).toBe('due');
    expect(partLife(part({ hours_since_new: 3240 }), '2026-11-21').level).toBe('ok');
    expect(partLife(part({ cycles_since_new: 9001 }), '2026-11-21').level).toBe('due');
    // Calendar: installed 2024-01-01, limit 2027-01-01 (1096 days); 2026-11-21 is 1055 days in (96 %).
    expect(partLife(part({ calendar_limit: '2027-01-01' }), '2026-11-21')).toMatchObject({ level: 'due', daysLeft: 41 });
  });

  it('is over at or past a limit', () => {
    expect(partLife(part({ hours_since_new: 3600 }), '2026-11-21')).toMatchObject({ level: 'over', hoursLeft: 0 });
    expect(partLife(part({ cycles_since_new: 10001 }), '2026-11-21')).toMatchObject({ level: 'over', cyclesLeft: -1 });
    expect(partLife(part({ calendar_limit: '2026-11-21' }), '2026-11-21')).toMatchObject({ level: 'over', daysLeft: 0 });
  });

  it('has no level without any limit', () => {
    expect(partLife(part({ hour_limit: null, cycle_limit: null }), '2026-11-21')).toMatchObject({
      level: 'none',
      hoursUsed: null,
      cyclesUsed: null,
    });
  });
});
