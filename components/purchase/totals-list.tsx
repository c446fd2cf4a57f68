// A request's totals as label / amount lines ending in the total: the form's live totals and the detail's.
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export function TotalsList({
  rows,
  total,
  className,
  totalClassName,
  totalTone = 'text-slate-900',
  totalTestId,
  testId,
  children,
}: {
  rows: readonly { label: string; value: string }[];
  total: string;
  className?: string;
  /** The total line's spacing. */
  totalClassName?: string;
  totalTone?: string;
  totalTestId?: string;
  testId?: string;
  /** Below the total (the instalments' hint). */
  children?: ReactNode;
}) {
  return (
    <dl className={cn('text-sm', className)} data-testid={testId}>
      {rows.map((r) => (
        <div key={r.label} className="flex justify-between gap-4">
          <dt className="truncate text-slate-600">{r.label}</dt>
          <dd className="tabular-nums whitespace-nowrap text-slate-900">{r.value}</dd>
        </div>
      ))}
      <div
        className={cn(
          'flex flex-wrap justify-between gap-x-4 border-t border-slate-300 text-base font-semibold text-slate-900',
          totalClassName,
        )}
      >
        <dt>Total</dt>
        <dd className={cn('tabular-nums', totalTone)} data-testid={totalTestId}>
          {total}
        </dd>
        {/* A second description of the total (a <dl> holds only dt/dd groups). */}
        {children && <dd className="basis-full font-normal">{children}</dd>}
      </div>
    </dl>
  );
}
