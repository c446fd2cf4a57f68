'use client';
// The request's item rows (name, unit price, quantity, line amount, remove) as a react-hook-form field
// array, shared by the new-request form and the edit dialog. It reads the form from the FormProvider
// around it, whose values hold `items` as typed (text).
import type { ChangeEvent, ReactNode } from 'react';
import { useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { amount, whole } from '@/lib/format/typed-input';
import { liveTotals } from './amounts';
import { DataHead } from './display';

export interface ItemValues {
  name: string;
  amount: string;
  quantity: string;
}

export interface ItemsValues {
  items: ItemValues[];
}

export const blankItem = (): ItemValues => ({ name: '', amount: '', quantity: '1' });

/** The API's `items` from what was typed. */
export const itemsBody = (items: readonly ItemValues[]) =>
  items.map((i) => ({ name: i.name.trim(), amount: amount(i.amount), quantity: whole(i.quantity) }));

/** The running totals of the items being typed, with the request's additional amount and discount. */
export function useLiveTotals(currency: string, additional?: number, discount?: number) {
  const { control } = useFormContext<ItemsValues>();
  const items = useWatch({ control, name: 'items' });
  return liveTotals(
    currency,
    items.map((i) => ({ amount: amount(i.amount), quantity: whole(i.quantity) })),
    additional,
    discount,
  );
}

const HEAD = [
  { label: '#', className: 'w-8 px-3' },
  { label: 'Item', className: 'px-2' },
  { label: 'Unit price', className: 'w-44 px-2', right: true },
  { label: 'Qty', className: 'w-24 px-2', right: true },
  { label: 'Amount', className: 'w-40 px-2', right: true },
  { label: 'Remove', className: 'w-10 px-2', hidden: true },
];

export function ItemsEditor({
  rowTestId,
  currency,
  format,
  footerClassName,
  children,
}: {
  rowTestId: string;
  currency: string;
  format: (n: number | null) => string;
  footerClassName?: string;
  /** Shown after the add button and the items' message (the edit dialog's total). */
  children?: ReactNode;
}) {
  const { control } = useFormContext<ItemsValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const { lines } = useLiveTotals(currency);
  const listError = errors.items?.root?.message ?? errors.items?.message;

  return (
    <>
      <table className="w-full text-sm">
        <DataHead columns={HEAD} />
        <tbody className="divide-y divide-slate-100">
          {fields.map((row, i) => (
            <tr key={row.id} className="align-top" data-testid={rowTestId}>
              <td className="px-3 py-2.5 text-slate-500 tabular-nums">{i + 1}</td>
              <td className="px-2 py-1.5">
                <ItemInput index={i} field="name" label="name" />
              </td>
              <td className="px-2 py-1.5">
                <ItemInput index={i} field="amount" label="unit price" currency={currency} />
              </td>
              <td className="px-2 py-1.5">
                <ItemInput index={i} field="quantity" label="quantity" />
              </td>
              <td className="px-2 py-2.5 text-right font-medium text-slate-900 tabular-nums whitespace-nowrap">
                {format(lines[i] ?? null)}
              </td>
              <td className="px-2 py-1.5 text-right">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove item ${i + 1}`}
                  disabled={fields.length === 1}
                  onClick={() => remove(i)}
                >
                  ✕
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={cn('flex items-center gap-3 border-t px-3 py-2', footerClassName)}>
        <Button size="sm" variant="secondary" onClick={() => append(blankItem())}>
          + Add item
        </Button>
        {listError && (
          <p role="alert" className="text-xs text-red-600">
            {listError}
          </p>
        )}
        {children}
      </div>
    </>
  );
}

/** One cell's input with its message below; the unit price is the app's money input. */
function ItemInput({ index, field: key, label, currency }: { index: number; field: keyof ItemValues; label: string; currency?: string }) {
  const { control } = useFormContext<ItemsValues>();
  const { field, fieldState } = useController({ control, name: `items.${index}.${key}` });
  const error = fieldState.error?.message;
  const numeric = key !== 'name';
  const id = `${field.name.replace(/\./g, '-')}-input`;
  const props = {
    id,
    ref: field.ref,
    name: field.name,
    'aria-label': `Item ${index + 1} ${label}`,
    value: field.value,
    invalid: !!error,
    onChange: (e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value),
    onBlur: field.onBlur,
  };
  return (
    <>
      {currency ? (
        <MoneyInput {...props} currency={currency} />
      ) : (
        <Input
          {...props}
          inputMode={key === 'quantity' ? 'numeric' : undefined}
          className={numeric ? 'text-right tabular-nums' : undefined}
        />
      )}
      {error && (
        <p role="alert" className={cn('mt-1 text-xs text-red-600', numeric && 'text-right')}>
          {error}
        </p>
      )}
    </>
  );
}
