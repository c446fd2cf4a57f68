// Small display pieces shared by the purchase screens: the way back to the list and the head row of the
// tables (items, payments); labelled free texts are labelled-texts.tsx.
import Link from 'next/link';
import { cn } from '@/components/ui/cn';

export function BackLink() {
  return (
    <Link href="/purchase" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      ‹ All purchase requests
    </Link>
  );
}

export interface HeadColumn {
  label: string;
  /** Width and padding (px-3 unless given). */
  className?: string;
  right?: boolean;
  /** Read by screen readers only (an actions column). */
  hidden?: boolean;
}

export function DataHead({ columns }: { columns: readonly HeadColumn[] }) {
  return (
    <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
      <tr>
        {columns.map((c) => (
          <th
            key={c.label}
            className={cn(c.className ?? 'px-3', 'py-2', !c.hidden && 'font-semibold', !c.hidden && (c.right ? 'text-right' : 'text-left'))}
          >
            {c.hidden ? <span className="sr-only">{c.label}</span> : c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
