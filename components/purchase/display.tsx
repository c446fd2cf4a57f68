// Small display pieces shared by the purchase screens: the way back to the list, the head row of the
// tables (items, payments) and labelled free texts (payment info, notes).
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

/** Each text that is there under its label: the detail's payment info and notes, and the paper's. */
export function LabelledTexts({
  texts,
  className,
  labelClassName,
  textClassName,
}: {
  texts: readonly { label: string; text: string | null | undefined }[];
  className?: string;
  labelClassName: string;
  textClassName: string;
}) {
  const shown = texts.filter((t) => t.text);
  if (!shown.length) return null;
  return (
    <div className={className}>
      {shown.map((t) => (
        <div key={t.label}>
          <p className={cn('uppercase text-slate-500', labelClassName)}>{t.label}</p>
          <p className={cn('whitespace-pre-line', textClassName)}>{t.text}</p>
        </div>
      ))}
    </div>
  );
}
