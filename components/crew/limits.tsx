// Flight-time limits as used/limit with a small bar: amber above 75 percent, red over the limit
// (lib/rules/flight-time-limits.ts decides both).

import { cn } from '@/components/ui/cn';
import { fmtFixed, fmtHours } from '@/lib/format/numbers';
import { limitUsage, type WindowUsage } from '@/lib/rules/flight-time-limits';

export function usageTone(u: Pick<WindowUsage, 'flagged' | 'exceeded'>) {
  return u.exceeded ? 'red' : u.flagged ? 'amber' : 'ok';
}

const BAR = { ok: 'bg-emerald-500', amber: 'bg-amber-500', red: 'bg-red-600' } as const;
const TEXT = { ok: 'text-slate-700', amber: 'text-amber-800 font-semibold', red: 'text-red-700 font-semibold' } as const;

/** '31.5/40' over a bar, for a table cell. */
export function LimitCell({ usage }: { usage: WindowUsage }) {
  const tone = usageTone(usage);
  const pct = Math.min(100, Math.round(usage.fraction * 100));
  return (
    <div
      className="w-[4.5rem]"
      title={`${fmtHours(usage.used)} of ${usage.limit} h in ${usage.days} days (${Math.round(usage.fraction * 100)} %), ${fmtHours(usage.remaining)} h left`}
      data-tone={tone}
    >
      <div className={cn('text-xs whitespace-nowrap tabular-nums', TEXT[tone])}>
        {fmtFixed(usage.used, 1)}
        <span className="font-normal text-slate-500">/{usage.limit}</span>
      </div>
      <div className="mt-0.5 h-1.5 overflow-hidden rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

/** All four windows with used, limit and remaining: the crew member's page. */
export function LimitsPanel({ hours }: { hours: Parameters<typeof limitUsage>[0] }) {
  const usage = limitUsage(hours);
  return (
    <div className="grid grid-cols-4 divide-x divide-slate-200" data-testid="crew-limits">
      {usage.map((u) => {
        const tone = usageTone(u);
        const pct = Math.min(100, Math.round(u.fraction * 100));
        return (
          <div key={u.key} className="px-4 py-3" data-tone={tone} data-window={u.key}>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
              {u.days} days <span className="normal-case text-slate-500">({u.key})</span>
            </p>
            <p className={cn('mt-0.5 text-xl font-semibold tabular-nums', tone === 'ok' ? 'text-slate-900' : TEXT[tone])}>
              {fmtHours(u.used)} <span className="text-sm font-normal text-slate-500">/ {u.limit} h</span>
            </p>
            <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
              <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${pct}%` }} />
            </div>
            <p className={cn('mt-1 text-xs', u.exceeded ? 'font-semibold text-red-700' : 'text-slate-500')}>
              {u.exceeded ? `${fmtHours(-u.remaining)} h over the limit` : `${fmtHours(u.remaining)} h remaining`} ·{' '}
              {Math.round(u.fraction * 100)} %
            </p>
          </div>
        );
      })}
    </div>
  );
}
