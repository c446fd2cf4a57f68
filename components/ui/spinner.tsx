import type { SVGProps } from 'react';
import { cn } from './cn';

export type SpinnerProps = SVGProps<SVGSVGElement> & { className?: string };

export function Spinner({ className, ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0 animate-spin', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** What a panel that loads on first show says meanwhile ('Loading the calendar…'). */
export function PanelLoading({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-600">
      <Spinner className="size-4" />
      {children}
    </p>
  );
}
