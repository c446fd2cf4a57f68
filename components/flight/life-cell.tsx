// One life line of a part (hours, cycles): used / limit, a bar of the fraction used, and what is left,
// amber above 90 % of the limit used and red at or over it.
import { cn } from '@/components/ui/cn';
import { DUE_FRACTION } from '@/lib/rules/part-limits';

export type LimitTone = 'ok' | 'due' | 'over';

export const limitTone = (used: number | null, left: number | null): LimitTone =>
  (left !== null && left <= 0) || (used !== null && used >= 1) ? 'over' : used !== null && used > DUE_FRACTION ? 'due' : 'ok';

const BAR = { ok: 'bg-brand-500', due: 'bg-amber-500', over: 'bg-red-500' } as const;
export const LIMIT_TEXT = { ok: 'text-slate-600', due: 'font-semibold text-amber-800', over: 'font-semibold text-red-700' } as const;

export function LifeCell({
  used,
  limit,
  fraction,
  left,
  unit,
  format,
}: {
  used: number;
  limit: number | null;
  fraction: number | null;
  left: number | null;
  unit: string;
  format: (n: number) => string;
}) {
  const t = limitTone(fraction, left);
  return (
    <div className="min-w-32">
      <p className="whitespace-nowrap">
        {format(used)}
        <span className="text-slate-500">
          {' / '}
          {limit != null ? `${format(limit)} ${unit}` : 'no limit'}
        </span>
      </p>
      {fraction !== null && (
        <span className="mt-1 block h-1 w-full overflow-hidden rounded-full bg-slate-200" title={`${Math.round(fraction * 100)} % used`}>
          <span className={cn('block h-full rounded-full', BAR[t])} style={{ width: `${Math.min(100, Math.max(2, fraction * 100))}%` }} />
        </span>
      )}
      {left !== null && (
        <p className={cn('mt-0.5 whitespace-nowrap text-xs', LIMIT_TEXT[t])}>
          {left < 0 ? `${format(-left)} ${unit} over` : left === 0 ? 'at limit' : `${format(left)} ${unit} left`}
        </p>
      )}
    </div>
  );
}
