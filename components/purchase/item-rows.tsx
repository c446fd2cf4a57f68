'use client';
// The request's item rows (name, unit price, quantity, line amount, remove), shared by the new-request
// form and the edit dialog, with the helpers both need to read what was typed.
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export interface ItemRow {
  key: number;
  name: string;
  amount: string;
  quantity: string;
}

let nextKey = 1;
export const newItemRow = (init: Partial<Omit<ItemRow, 'key'>> = {}): ItemRow => ({
  key: nextKey++,
  name: '',
  amount: '',
  quantity: '1',
  ...init,
});

/** What was typed as a number: '' stays undefined (the schema says what is missing), '1,500,000' reads 1500000. */
export function num(text: string): number | undefined {
  const t = text.replace(/,/g, '').trim();
  return t === '' ? undefined : Number(t);
}

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1500000 as '1,500,000'. */
export const groupAmount = (n: number) => grouping.format(n);

/** An amount typed as '15000000' reads '15,000,000' once the field is left (anything unreadable stays as typed). */
export function grouped(text: string): string {
  const n = num(text);
  return n === undefined || !Number.isFinite(n) ? text : grouping.format(n);
}

/** zod issues keyed by their full path ('items.0.name'), first message per path. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.map(String).join('.') || '_'] ??= i.message;
  return out;
}

function FieldError({ message, right }: { message?: string; right?: boolean }) {
  if (!message) return null;
  return (
    <p role="alert" className={`mt-1 text-xs text-red-600 ${right ? 'text-right' : ''}`}>
      {message}
    </p>
  );
}

export function ItemRows({
  rows,
  lines,
  errors,
  format,
  onChange,
  onRemove,
  rowTestId,
}: {
  rows: readonly ItemRow[];
  /** Each row's amount x quantity, null while it cannot be computed. */
  lines: readonly (number | null | undefined)[];
  errors: Record<string, string>;
  format: (n: number | null) => string;
  onChange: (key: number, index: number, patch: Partial<ItemRow>) => void;
  onRemove: (key: number) => void;
  rowTestId: string;
}) {
  return (
    <table className="w-full text-sm">
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
        <tr>
          <th className="w-8 px-3 py-2 text-left font-semibold">#</th>
          <th className="px-2 py-2 text-left font-semibold">Item</th>
          <th className="w-44 px-2 py-2 text-right font-semibold">Unit price</th>
          <th className="w-24 px-2 py-2 text-right font-semibold">Qty</th>
          <th className="w-40 px-2 py-2 text-right font-semibold">Amount</th>
          <th className="w-10 px-2 py-2">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, i) => {
          const err = (field: string) => errors[`items.${i}.${field}`];
          return (
            <tr key={row.key} className="align-top" data-testid={rowTestId}>
              <td className="px-3 py-2.5 text-slate-500 tabular-nums">{i + 1}</td>
              <td className="px-2 py-1.5">
                <Input
                  aria-label={`Item ${i + 1} name`}
                  value={row.name}
                  invalid={!!err('name')}
                  onChange={(e) => onChange(row.key, i, { name: e.target.value })}
                />
                <FieldError message={err('name')} />
              </td>
              <td className="px-2 py-1.5">
                <Input
                  aria-label={`Item ${i + 1} unit price`}
                  inputMode="decimal"
                  className="text-right tabular-nums"
                  value={row.amount}
                  invalid={!!err('amount')}
                  onChange={(e) => onChange(row.key, i, { amount: e.target.value })}
                  onBlur={(e) => {
                    const g = grouped(e.target.value);
                    if (g !== e.target.value) onChange(row.key, i, { amount: g });
                  }}
                />
                <FieldError message={err('amount')} right />
              </td>
              <td className="px-2 py-1.5">
                <Input
                  aria-label={`Item ${i + 1} quantity`}
                  inputMode="numeric"
                  className="text-right tabular-nums"
                  value={row.quantity}
                  invalid={!!err('quantity')}
                  onChange={(e) => onChange(row.key, i, { quantity: e.target.value })}
                />
                <FieldError message={err('quantity')} right />
              </td>
              <td className="px-2 py-2.5 text-right font-medium text-slate-900 tabular-nums whitespace-nowrap">
                {format(lines[i] ?? null)}
              </td>
              <td className="px-2 py-1.5 text-right">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove item ${i + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => onRemove(row.key)}
                >
                  ✕
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
