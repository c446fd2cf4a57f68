'use client';
// The two views of Crews: the crew table (/flight/pilot) and the duty roster (/flight/pilot/roster).
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

// The roster's page carries only the bases (its month loads in the browser): prefetched whole while Crews
// is shown, so that the tab opens without waiting for the server. The crew table's page holds its first
// page of rows, which a prefetch would keep for minutes: it is asked for on the click.
const VIEWS = [
  { href: '/flight/pilot', label: 'Crew', prefetch: undefined },
  { href: '/flight/pilot/roster', label: 'Duty roster', prefetch: true },
] as const;

export function CrewTabs({ children }: { children?: ReactNode }) {
  const pathname = usePathname();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 border-b border-slate-200">
      <nav aria-label="Crews views" className="-mb-px flex gap-1">
        {VIEWS.map((v) => {
          const active = pathname === v.href;
          return (
            <Link
              key={v.href}
              href={v.href}
              prefetch={v.prefetch}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'border-b-2 px-3 py-2 text-sm font-medium',
                active
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {v.label}
            </Link>
          );
        })}
      </nav>
      {children && <div className="ml-auto flex items-center gap-2 pb-1.5">{children}</div>}
    </div>
  );
}
