import type { ReactNode } from 'react';

/** A header cell: its label ('>' in front marks a number column, right-aligned), or with a class of its own. */
export type Head = string | { label: string; className: string } | false;

/**
 * A plain table's header: one row of <th> cells, each in the table's `cell` class; false leaves a column
 * out; children come after the labelled cells (an actions column).
 */
export function TableHead({
  heads,
  cell,
  className,
  rowClassName,
  children,
}: {
  heads: Head[];
  cell: string;
  className?: string;
  rowClassName?: string;
  children?: ReactNode;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {heads.map((h) => {
          if (h === false) return null;
          const { label, className: thClass } = typeof h === 'string' ? { label: h, className: cell } : h;
          const right = label.startsWith('>');
          return (
            <th key={label} className={right ? `${thClass} text-right` : thClass}>
              {right ? label.slice(1) : label}
            </th>
          );
        })}
        {children}
      </tr>
    </thead>
  );
}
