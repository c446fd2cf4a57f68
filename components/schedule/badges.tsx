'use client';
// Small marks of a flight: its type chip in the type's fixed colour, its status, its readiness light and
// its logbook state.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { Tooltip } from '@/components/ui/tooltip';
import { FLIGHT_TYPE_TEXT_COLOUR, flightStatusName, flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';
import type { ReadinessLight, ScheduleRow } from './types';

export function TypeChip({ type, className }: { type: string; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap', className)}
      style={{ background: flightTypeColour(type), color: FLIGHT_TYPE_TEXT_COLOUR }}
    >
      {flightTypeLabel(type)}
    </span>
  );
}

const STATUS_TONE: Record<number, BadgeTone> = { 0: 'red', 1: 'gray', 2: 'green', 3: 'amber', 4: 'amber', 5: 'red' };

export function FlightStatusBadge({ status, name }: { status: number; name?: string | null }) {
  return <Badge tone={STATUS_TONE[status] ?? 'gray'}>{name ?? flightStatusName(status) ?? String(status)}</Badge>;
}

const LIGHT: Record<ReadinessLight, { dot: string; word: string }> = {
  green: { dot: 'bg-emerald-500 ring-emerald-600/30', word: 'Ready' },
  amber: { dot: 'bg-amber-400 ring-amber-600/40', word: 'Needs attention' },
  red: { dot: 'bg-red-600 ring-red-700/40', word: 'Not ready' },
};

/** The readiness dot; its reasons show on hover or focus and are read out with it. */
export function ReadinessDot({ readiness }: { readiness: ScheduleRow['readiness'] }) {
  if (!readiness) return <span className="text-slate-500">–</span>;
  const l = LIGHT[readiness.light] ?? LIGHT.amber;
  const reasons = readiness.reasons.length ? readiness.reasons : ['All checks pass'];
  const label = `${l.word}: ${reasons.join('; ')}`;
  return (
    <Tooltip
      side="right"
      content={
        <div>
          <p className="font-semibold">{l.word}</p>
          <ul className="mt-0.5 list-disc pl-4">
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      }
    >
      <button
        type="button"
        aria-label={label}
        data-light={readiness.light}
        className={cn('inline-block size-3 cursor-help rounded-full ring-2 focus-visible:outline-2 focus-visible:outline-brand-500', l.dot)}
      />
    </Tooltip>
  );
}

/** Logbook: how many of the crew's entries are in, and whether the flight's logbook has passed. */
export function LogbookState({ row }: { row: Pick<ScheduleRow, 'flight_logbook' | 'logbook_passed' | 'pilot_id' | 'copilot_id'> }) {
  const needed = row.copilot_id ? 2 : row.pilot_id ? 1 : 0;
  if (row.logbook_passed) return <Badge tone="green">Passed</Badge>;
  if (!needed) return <span className="text-xs text-slate-500">No crew</span>;
  return (
    <Badge tone={row.flight_logbook > 0 ? 'amber' : 'gray'} title={`${row.flight_logbook} of ${needed} crew logbook entries`}>
      {row.flight_logbook}/{needed}
    </Badge>
  );
}
