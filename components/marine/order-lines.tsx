'use client';
// A new order's lines: a product of the shop (typed to search), its size with price and available stock, and
// the quantity, with the line's amount at today's price. The API takes the prices again when the order is saved.
import { useQueries } from '@tanstack/react-query';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { fieldMessages } from '@/lib/client/field-messages';
import { useApiGet } from '@/lib/client/query';
import { readWhole } from '@/lib/format/idr-input';
import { idr } from '@/lib/format/money';
import { fmt } from '@/lib/format/numbers';
import type { ItemRow } from '@/lib/schemas/marine/catalogue';
import type { ShopConfig } from './shop';

export interface LineValues {
  product_id: string;
  item_id: string;
  quantity: string;
}
export const EMPTY_LINE: LineValues = { product_id: '', item_id: '', quantity: '1' };

const GRID = 'grid grid-cols-[1fr_15rem_5rem_8rem_5rem] gap-2';

type Form = UseFormReturn<{ lines: LineValues[] }, unknown, unknown>;

/** The items of the products on the lines (each product's list once, shared with the cache), by product id. */
export function useLineItems(shop: ShopConfig, lines: LineValues[]) {
  const ids = [...new Set(lines.map((l) => Number(l.product_id)).filter((n) => n > 0))];
  const results = useQueries({ queries: ids.map((id) => shop.catalogue.items(id)) });
  const byProduct = new Map<number, ItemRow[]>();
  ids.forEach((id, n) => {
    const data = results[n]?.data;
    if (data) byProduct.set(id, shop.catalogue.itemsOf(data));
  });
  return byProduct;
}

/** A line's amount at today's price, or null while its item or quantity is not chosen. */
export function lineAmount(line: LineValues, byProduct: Map<number, ItemRow[]>): number | null {
  const item = byProduct.get(Number(line.product_id))?.find((i) => String(i.id) === line.item_id);
  const qty = readWhole(line.quantity);
  return item && qty !== undefined && Number.isFinite(qty) ? item.price * qty : null;
}

export function OrderLines({ shop, form, byProduct }: { shop: ShopConfig; form: Form; byProduct: Map<number, ItemRow[]> }) {
  const products = useApiGet(shop.catalogue.products, { params: { query: { limit: 10000, sort: 'name' } } });
  const options = (products.data?.data ?? [])
    .filter((p) => p.active)
    .map((p) => ({ value: String(p.id), label: `${p.name} · ${p.category_name}` }));
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const values = useWatch({ control: form.control, name: 'lines' });
  const messages = fieldMessages(form.formState.errors);

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">Items</legend>
      {messages.lines && (
        <p role="alert" className="text-sm text-red-700">
          {messages.lines}
        </p>
      )}
      <div className={`${GRID} text-xs font-medium uppercase tracking-wide text-slate-500`} aria-hidden="true">
        <span>Product</span>
        <span>Size · price · stock</span>
        <span className="text-right">Qty</span>
        <span className="text-right">Amount</span>
      </div>
      {lines.fields.map((line, n) => {
        const v = values[n] ?? EMPTY_LINE;
        const sizes = byProduct.get(Number(v.product_id));
        const item = sizes?.find((i) => String(i.id) === v.item_id);
        const qty = readWhole(v.quantity);
        const amount = lineAmount(v, byProduct);
        const short = item && qty !== undefined && qty > item.available;
        const err = (f: string) => messages[`lines.${n}.${f}`];
        return (
          <div key={line.id} className={`${GRID} items-start`} data-testid="order-line">
            <Controller
              control={form.control}
              name={`lines.${n}.product_id`}
              render={({ field }) => (
                <Combobox
                  ref={field.ref}
                  aria-label={`Product of line ${n + 1}`}
                  value={field.value || undefined}
                  onValueChange={(value) => {
                    field.onChange(value);
                    form.setValue(`lines.${n}.item_id`, '');
                  }}
                  options={options}
                  placeholder={products.isLoading ? 'Loading products…' : 'Type a product'}
                  emptyText="No product of this shop matches"
                />
              )}
            />
            <div>
              <Controller
                control={form.control}
                name={`lines.${n}.item_id`}
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    aria-label={`Size of line ${n + 1}`}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    disabled={!sizes}
                    invalid={!!err('item_id')}
                    placeholder={v.product_id && !sizes ? 'Loading sizes…' : 'Size'}
                    options={(sizes ?? []).map((i) => ({
                      value: String(i.id),
                      disabled: !i.active,
                      label: `${i.size_name} · ${idr(i.price)} · ${i.active ? `${fmt(i.available)} available` : 'not on sale'}`,
                    }))}
                  />
                )}
              />
              {err('item_id') && <p className="mt-0.5 text-xs text-red-700">{err('item_id')}</p>}
              {item && (
                <p className="mt-0.5 text-xs text-slate-600">
                  <span className="font-mono">{item.sku}</span> · {fmt(item.available)} available
                </p>
              )}
            </div>
            <div>
              <Input
                aria-label={`Quantity of line ${n + 1}`}
                inputMode="numeric"
                className="text-right tabular-nums"
                invalid={!!err('quantity')}
                {...form.register(`lines.${n}.quantity`)}
              />
              {err('quantity') && <p className="mt-0.5 text-xs text-red-700">{err('quantity')}</p>}
            </div>
            <div className="pt-2 text-right text-sm tabular-nums" data-testid="line-amount">
              {amount === null ? '–' : idr(amount)}
              {short && <p className="text-xs text-amber-800">Only {fmt(item.available)} available</p>}
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={`Remove line ${n + 1}`}
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(n)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <Button type="button" variant="secondary" size="sm" onClick={() => lines.append({ ...EMPTY_LINE })}>
        + Add item
      </Button>
    </fieldset>
  );
}
