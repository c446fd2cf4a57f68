/** A header cell: its label ('>' in front marks a number column, right-aligned), or with a class of its own. */
export type Head = string | { label: string; className: string } | false;

/** The <th> cells of a table's header row, each in the table's `cell` class; false leaves a column out. */
export function HeadCells({ heads, cell }: { heads: Head[]; cell: string }) {
  return heads.map((h) => {
    if (h === false) return null;
    const { label, className } = typeof h === 'string' ? { label: h, className: cell } : h;
    const right = label.startsWith('>');
    return (
      <th key={label} className={right ? `${className} text-right` : className}>
        {right ? label.slice(1) : label}
      </th>
    );
  });
}
