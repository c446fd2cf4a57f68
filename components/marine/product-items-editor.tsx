'use client';
// The product dialog's items: one row a size, with its SKU, price (IDR, grouped once left), weight in
// grams (read back per spec 9), low-stock threshold and whether it is sold. Messages sit under each cell.
import { Controller, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { fieldMessages } from '@/lib/client/field-messages';
import { groupIdr, readWhole } from '@/lib/format/idr-input';
import { fmtWeight } from '@/lib/format/weight';
import type { SizeRow } from '@/lib/schemas/marine/catalogue';
import { ON_SALE } from './format';
import { emptyItem, type ProductValues } from './product-form-values';

const TH = 'px-2 py-1.5 text-left text-xs font-medium uppercase tracking-wide text-slate-500';

export function ProductItemsEditor({
  form,
  items,
  sizes,
  note = 'Price and weight left empty take the marine default.',
}: {
  form: UseFormReturn<ProductValues, unknown, unknown>;
  items: UseFieldArrayReturn<ProductValues, 'items'>;
  sizes: readonly SizeRow[];
  /** What an empty price or weight takes. */
  note?: string;
}) {
  const messages = fieldMessages(form.formState.errors);
  const sizeOptions = sizes.map((s) => ({ value: String(s.id), label: s.name }));
  const values = form.watch('items');
  const cellError = (n: number, name: string) => {
    const m = messages[`items.${n}.${name}`];
    return m ? <p className="mt-0.5 text-xs text-red-700">{m}</p> : null;
  };

  return (
    <section aria-label="Items" className="space-y-2">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-medium text-slate-700">Items (a size each)</h3>
        <Button type="button" size="sm" variant="secondary" onClick={() => items.append(emptyItem())}>
          + Add item
        </Button>
      </div>
      <p className="text-xs text-slate-500">{note}</p>
      {(messages.items || messages['items.root']) && (
        <p role="alert" className="text-sm text-red-700">
          {messages.items ?? messages['items.root']}
        </p>
      )}
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th className={TH}>Size</th>
            <th className={TH}>SKU</th>
            <th className={TH}>Price (IDR)</th>
            <th className={TH}>Weight (g)</th>
            <th className={TH}>Low stock at</th>
            <th className={TH}>{ON_SALE}</th>
            <th className={TH}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.fields.map((row, n) => {
            const weight = readWhole(values[n]?.weight ?? '');
            return (
              <tr key={row.id} className="align-top" data-testid="item-row">
                <td className="w-40 px-2 py-1">
                  <Controller
                    control={form.control}
                    name={`items.${n}.size_id`}
                    render={({ field }) => (
                      <Select
                        aria-label={`Size of item ${n + 1}`}
                        value={field.value || undefined}
                        onValueChange={field.onChange}
                        options={sizeOptions}
                        placeholder="Size"
                        invalid={!!messages[`items.${n}.size_id`]}
                      />
                    )}
                  />
                  {cellError(n, 'size_id')}
                </td>
                <td className="px-2 py-1">
                  <Input aria-label={`SKU of item ${n + 1}`} className="font-mono uppercase" {...form.register(`items.${n}.sku`)} />
                  {cellError(n, 'sku')}
                </td>
                <td className="w-40 px-2 py-1">
                  <Controller
                    control={form.control}
                    name={`items.${n}.price`}
                    render={({ field }) => (
                      <Input
                        aria-label={`Price of item ${n + 1}`}
                        inputMode="numeric"
                        className="text-right tabular-nums"
                        placeholder="default"
                        value={field.value}
                        onChange={(e) => field.onChange(e.target.value)}
                        onBlur={(e) => {
                          field.onChange(groupIdr(e.target.value));
                          field.onBlur();
                        }}
                      />
                    )}
                  />
                  {cellError(n, 'price')}
                </td>
                <td className="w-32 px-2 py-1">
                  <Input
                    aria-label={`Weight of item ${n + 1} in grams`}
                    inputMode="numeric"
                    className="text-right tabular-nums"
                    placeholder="default"
                    {...form.register(`items.${n}.weight`)}
                  />
                  {cellError(n, 'weight') ??
                    (weight !== undefined && Number.isFinite(weight) && (
                      <p className="mt-0.5 text-xs text-slate-500">{fmtWeight(weight)}</p>
                    ))}
                </td>
                <td className="w-28 px-2 py-1">
                  <Input
                    aria-label={`Low-stock threshold of item ${n + 1}`}
                    inputMode="numeric"
                    className="text-right tabular-nums"
                    {...form.register(`items.${n}.low_stock`)}
                  />
                  {cellError(n, 'low_stock')}
                </td>
                <td className="px-2 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Item ${n + 1}: ${ON_SALE.toLowerCase()}`}
                    className="size-4"
                    {...form.register(`items.${n}.active`)}
                  />
                </td>
                <td className="px-2 py-1 text-right">
                  <Button type="button" variant="ghost" size="sm" aria-label={`Remove item ${n + 1}`} onClick={() => items.remove(n)}>
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
