import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export type CardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title?: ReactNode;
  actions?: ReactNode;
  /** Replaces the default body padding ("p-4") rather than appending to it. */
  bodyClassName?: string;
};

export function Card({ title, actions, children, className, bodyClassName, ...props }: CardProps) {
  const hasHeader = title != null || actions != null;
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)} {...props}>
      {hasHeader && (
        <header className="flex min-h-12 items-center justify-between gap-3 border-b border-slate-200 px-4 py-2.5">
          {title != null ? <h2 className="truncate text-sm font-semibold text-slate-900">{title}</h2> : <span />}
          {actions != null && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
        </header>
      )}
      <div className={bodyClassName ?? 'p-4'}>{children}</div>
    </section>
  );
}
