'use client';
// The crew member's Roster tab: one month, Monday-first, each day with its duty code and base.
import { useState } from 'react';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ASK_AGAIN, useApiGet } from '@/lib/client/query';
import { today } from '@/lib/format/dates';
import { dutyStatusByNo } from '@/lib/rules/duty-status';
import { parsePacked } from '@/lib/rules/pilot-schedule';
import { DutyCode } from './duty';
import { monthDays, monthLabel, monthOf, shiftMonth, WEEKDAY_SHORT, weekday } from './roster-data';

export function CrewRosterMonth({ pilotId }: { pilotId: number }) {
  const [month, setMonth] = useState(monthOf());
  useLiveChanges('roster');
  const days = monthDays(month);
  const { data, error } = useApiGet('/api/pilot/schedule/{id}', {
    params: { path: { id: pilotId }, query: { from: days[0], to: days[days.length - 1] } },
    ...ASK_AGAIN,
  });
  const entries = new Map(parsePacked(data?.data).entries.map((e) => [e.duty_date, e]));
  // Monday-first weeks.
  const lead = (weekday(days[0]) + 6) % 7;
  const day = today();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="mb-2 flex items-center gap-1">
        <Button variant="secondary" size="sm" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
          ‹
        </Button>
        <span className="w-36 text-center text-sm font-semibold">{monthLabel(month)}</span>
        <Button variant="secondary" size="sm" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          ›
        </Button>
        {!data && <Spinner className="ml-2 size-4 text-brand-600" />}
        {error && <span className="ml-2 text-sm text-red-700">{error.message}</span>}
      </div>
      <div className="grid max-w-2xl grid-cols-7 gap-1 text-xs" data-testid="crew-roster-month">
        {[1, 2, 3, 4, 5, 6, 0].map((d) => (
          <div key={d} className="text-center font-medium text-slate-500">
            {WEEKDAY_SHORT[d]}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} />
        ))}
        {days.map((d) => {
          const e = entries.get(d);
          return (
            <div
              key={d}
              className={`flex h-12 flex-col justify-between rounded border p-1 ${d === day ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
              title={e ? `${dutyStatusByNo(e.status)?.name ?? 'No status'}${e.base_name ? ` at ${e.base_name}` : ''}` : 'Not rostered'}
            >
              <span className="text-slate-500">{Number(d.slice(8))}</span>
              {e && (
                <span className="flex items-center justify-between gap-1">
                  <DutyCode status={e.status} />
                  <span className="truncate font-mono text-[10px] text-slate-500">{e.base_name_short}</span>
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
