// Crew above 75 % of a flight-time window ending today (fl7, fl30, fl90, fl365), worst first.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { fmtHours } from '@/lib/format/numbers';
import type { LimitAlert } from '@/server/resources/flight/dashboard';
import { EmptyNote, Meter } from './parts';

const WINDOW_LABEL: Record<string, string> = { fl7: '7 days', fl30: '30 days', fl90: '90 days', fl365: '365 days' };
const SHOWN = 8;

export function LimitAlerts({ alerts }: { alerts: LimitAlert[] }) {
  if (!alerts.length) return <EmptyNote>Every crew member is within 75 % of each flight-time limit.</EmptyNote>;
  return (
    <ul className="divide-y divide-slate-100" data-testid="limit-alerts">
      {alerts.slice(0, SHOWN).map((a) => {
        const flagged = a.usage.filter((u) => u.flagged);
        return (
          <li key={a.pilot_id} className="px-4 py-2">
            <div className="flex items-baseline gap-2 text-sm">
              <span className="truncate font-medium text-slate-900">{a.name}</span>
              <span className="shrink-0 font-mono text-xs text-slate-500">{a.crew_code}</span>
              <span className="ml-auto shrink-0">
                {a.worst.exceeded ? <Badge tone="red">Over limit</Badge> : <Badge tone="amber">Above 75 %</Badge>}
              </span>
            </div>
            <div className="mt-1 flex items-center gap-2 text-xs text-slate-600">
              <span className="w-44 shrink-0 tabular-nums">
                {fmtHours(a.worst.used)} of {a.worst.limit} h in {WINDOW_LABEL[a.worst.key]}
              </span>
              <Meter fraction={a.worst.fraction} />
            </div>
            {flagged.length > 1 && (
              <p className="mt-0.5 text-xs text-slate-500">
                Also flagged:{' '}
                {flagged
                  .filter((u) => u.key !== a.worst.key)
                  .map((u) => `${fmtHours(u.used)}/${u.limit} h in ${WINDOW_LABEL[u.key]}`)
                  .join(', ')}
              </p>
            )}
          </li>
        );
      })}
      {alerts.length > SHOWN && <li className="px-4 py-2 text-xs text-slate-500">and {alerts.length - SHOWN} more</li>}
    </ul>
  );
}

export function CrewsLink({ label = 'Open Crews' }: { label?: string }) {
  return (
    <Link href="/flight/pilot" className="text-sm font-medium text-brand-700 hover:underline">
      {label}
    </Link>
  );
}
