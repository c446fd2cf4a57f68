// Small building blocks of the Overview widgets: a figure with its label, an empty note
// and a flight-type legend chip. Server-safe (no hooks).
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';

export function Figure({
  label,
  value,
  unit,
  tone = 'default',
  testId,
}: {
  label: string;
  value: ReactNode;
  unit?: string;
  tone?: 'default' | 'red' | 'amber' | 'green';
  testId?: string;
}) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
      <p
        className={cn(
          'mt-0.5 text-2xl font-semibold tabular-nums',
          tone === 'red' ? 'text-red-700' : tone === 'amber' ? 'text-amber-700' : tone === 'green' ? 'text-emerald-700' : 'text-slate-900',
        )}
      >
        {value}
        {unit && <span className="ml-1 text-sm font-medium text-slate-500">{unit}</span>}
      </p>
    </div>
  );
}

export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="px-1 py-6 text-center text-sm text-slate-500">{children}</p>;
}

export function TypeSwatch({ type, className }: { type: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2.5 shrink-0 rounded-sm', className)}
      style={{ backgroundColor: flightTypeColour(type) }}
      title={flightTypeLabel(type)}
    />
  );
}

/** A horizontal bar (0..1+), amber above 75 %, red above 100 %; decorative: the figures are written next to it. */
export function Meter({ fraction }: { fraction: number }) {
  const pct = Math.min(1, Math.max(0, fraction)) * 100;
  const colour = fraction > 1 ? 'bg-red-600' : fraction > 0.75 ? 'bg-amber-500' : 'bg-emerald-500';
  return (
    <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-slate-100">
      <div className={cn('h-full rounded-full', colour)} style={{ width: `${pct}%` }} />
    </div>
  );
}
