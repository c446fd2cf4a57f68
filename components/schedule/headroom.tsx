'use client';
import { useDebounced } from '@/components/hooks/use-debounced';
// The flight-time headroom of a crew member picked for a flight (issue 4): for each rolling window, the
// hours they would have once this flight is added (GET /api/flight/pilot-hours/{id}?date&add&exclude),
// amber above 75 percent of the limit, red over it. Shown before the flight is saved.
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { ASK_AGAIN, useApiGet } from '@/lib/client/query';
import { fmtFixed } from '@/lib/format/numbers';
import type { WindowUsage } from '@/lib/rules/flight-time-limits';

const h = (n: number) => fmtFixed(Math.round(n * 10) / 10, 1);

function tone(u: WindowUsage) {
  return u.exceeded ? 'red' : u.flagged ? 'amber' : 'ok';
}

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', ok: 'bg-emerald-500' } as const;
const TEXT = { red: 'text-red-700', amber: 'text-amber-800', ok: 'text-slate-700' } as const;

export function CrewHeadroom({
  pilotId,
  seat,
  name,
  date,
  add,
  exclude,
}: {
  pilotId: number;
  /** 'Pilot' or 'Copilot'. */
  seat: string;
  name: string;
  date: string;
  /** The flight's hours (0 while ETD/ETA are incomplete). */
  add: number;
  /** The flight being edited, so its own hours are not counted twice. */
  exclude?: number;
}) {
  // Asked once the inputs rest (a key of primitives, so that a settled answer does not render again).
  const key = `${date}|${add}|${exclude ?? ''}`;
  const asked = useDebounced(key, 250);
  const settled = asked === key;
  const [askedDate, askedAdd, askedExclude] = asked.split('|');
  const { data, error, isFetching } = useApiGet('/api/flight/pilot-hours/{id}', {
    params: {
      path: { id: pilotId },
      query: { date: askedDate, add: Number(askedAdd), exclude: askedExclude ? Number(askedExclude) : undefined },
    },
    keepPrevious: true,
    ...ASK_AGAIN,
  });
  const loading = !settled || isFetching;

  return (
    <section aria-label={`${seat} headroom`} className="rounded-md border border-slate-200 p-2.5">
      <p className="flex items-center gap-2 text-xs font-semibold text-slate-700">
        {seat}: {name}
        {loading && <Spinner className="size-3 text-brand-600" />}
      </p>
      {error && <p className="mt-1 text-xs text-red-700">{error.message}</p>}
      {data && (
        <ul className="mt-1.5 grid grid-cols-4 gap-2">
          {data.after.map((u) => {
            const t = tone(u);
            return (
              <li key={u.key} data-window={u.key} data-tone={t} className="text-xs">
                <div className="flex justify-between text-slate-500">
                  <span>{u.days} days</span>
                  <span className={cn('font-medium tabular-nums', TEXT[t])}>
                    {h(u.used)} / {u.limit} h
                  </span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
                  <div className={cn('h-full rounded-full', BAR[t])} style={{ width: `${Math.min(100, u.fraction * 100)}%` }} />
                </div>
                <p className={cn('mt-0.5 tabular-nums', TEXT[t])}>
                  {u.exceeded ? `Over by ${h(-u.remaining)} h` : `${h(u.remaining)} h left`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
