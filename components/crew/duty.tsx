// Duty status colours (spec 9: pilot status colours are fixed; the shades are ours) and the status code
// badge of the roster cells, the legend and the dialogs.
import { cn } from '@/components/ui/cn';
import { DUTY_STATUSES, dutyStatusByNo } from '@/lib/rules/duty-status';

/** Background and text of each duty status's code, by status number 0-11. */
export const DUTY_COLOURS: readonly { bg: string; fg: string }[] = [
  { bg: '#e2e8f0', fg: '#334155' }, // 0 Day Off
  { bg: '#047857', fg: '#ffffff' }, // 1 On Duty
  { bg: '#0369a1', fg: '#ffffff' }, // 2 Requested Leave
  { bg: '#b91c1c', fg: '#ffffff' }, // 3 Sick
  { bg: '#4338ca', fg: '#ffffff' }, // 4 Travel Day
  { bg: '#7c3aed', fg: '#ffffff' }, // 5 Training
  { bg: '#475569', fg: '#ffffff' }, // 6 Administration
  { bg: '#0e7490', fg: '#ffffff' }, // 7 Ferry
  { bg: '#be185d', fg: '#ffffff' }, // 8 Medical
  { bg: '#a21caf', fg: '#ffffff' }, // 9 Recurrent
  { bg: '#b45309', fg: '#ffffff' }, // 10 Unpaid Leave
  { bg: '#78716c', fg: '#ffffff' }, // 11 Compassionate
];

const NONE = { bg: '#f1f5f9', fg: '#64748b' };

export function dutyColour(status: number | null | undefined) {
  return status === null || status === undefined ? NONE : (DUTY_COLOURS[status] ?? NONE);
}

export function DutyCode({ status, className, title }: { status: number | null | undefined; className?: string; title?: string }) {
  const s = dutyStatusByNo(status);
  const c = dutyColour(status);
  return (
    <span
      title={title ?? s?.name ?? 'No status'}
      className={cn('inline-flex items-center justify-center rounded px-1 text-[10px] leading-4 font-bold tracking-wide', className)}
      style={{ backgroundColor: c.bg, color: c.fg }}
    >
      {s?.code ?? '–'}
    </span>
  );
}

/** 'On Duty (DUTY)' */
export const dutyLabel = (status: number | null | undefined) => {
  const s = dutyStatusByNo(status);
  return s ? `${s.name} (${s.code})` : 'No status';
};

export function DutyLegend({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600', className)} aria-label="Duty statuses">
      {DUTY_STATUSES.map((s) => (
        <li key={s.no} className="inline-flex items-center gap-1">
          <DutyCode status={s.no} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}
