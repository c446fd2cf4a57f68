'use client';
// The new-request form's items card: the currency, the item rows, the additional amount and discount, and
// the live totals (with the instalments' size when the payment is recurring).
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { amount, whole } from '@/lib/format/typed-input';
import { CURRENCIES } from '@/lib/rules/money';
import { formatIn, money } from './amounts';
import { AmountInput, TextInput } from './form-fields';
import { ItemsEditor, useLiveTotals } from './items-editor';
import type { RequestValues } from './request-values';
import { TotalsList } from './totals-list';

export function ItemsSection() {
  const { control } = useFormContext<RequestValues>();
  const currency = useWatch({ control, name: 'currency' });
  const fmt = formatIn(currency);
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Items">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
        <h2 className="text-sm font-semibold text-slate-900">Items</h2>
        <CurrencyPicker />
      </div>
      <CurrencyNote currency={currency} />
      <ItemsEditor rowTestId="item-row" currency={currency} format={fmt} footerClassName="border-slate-100" />
      <div className="grid grid-cols-[minmax(0,1fr)_20rem] gap-6 border-t border-slate-200 bg-slate-50/60 px-4 py-4">
        <div className="grid grid-cols-[10rem_minmax(0,1fr)] content-start gap-x-3 gap-y-3">
          <AmountInput control={control} name="amount_additional" label="Additional amount" currency={currency} placeholder="0" />
          <TextInput control={control} name="amount_additional_text" label="What for" placeholder="Shipping, tax…" />
          <AmountInput control={control} name="amount_discount" label="Discount" currency={currency} placeholder="0" />
          <TextInput control={control} name="amount_discount_text" label="Discount reason" />
        </div>
        <LiveTotals />
      </div>
    </section>
  );
}

/** Two currencies: both in sight as radio buttons, as the payment terms are. */
function CurrencyPicker() {
  const { register } = useFormContext<RequestValues>();
  return (
    <fieldset className="ml-auto flex items-center gap-3">
      <legend className="float-left mr-1 text-xs font-medium text-slate-600">Currency</legend>
      {CURRENCIES.map((currency) => (
        <label key={currency} className="flex items-center gap-1.5 text-sm text-slate-800">
          <input type="radio" value={currency} {...register('currency')} className="size-4 accent-brand-700" />
          {currency}
        </label>
      ))}
    </fieldset>
  );
}

/** Switching the currency converts nothing: the amounts already typed keep their numbers, and this says so. */
function CurrencyNote({ currency }: { currency: string }) {
  const { control } = useFormContext<RequestValues>();
  const [items, additional, discount] = useWatch({ control, name: ['items', 'amount_additional', 'amount_discount'] });
  const typedAny = [...items.map((i) => i.amount), additional, discount].some((v) => v.trim() !== '');
  const [typedIn, setTypedIn] = useState<string | null>(null);
  useEffect(() => {
    if (!typedAny) setTypedIn(null);
    else if (typedIn === null) setTypedIn(currency);
  }, [typedAny, currency, typedIn]);
  if (!typedAny || typedIn === null || typedIn === currency) return null;
  return (
    <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      Amounts were typed in {typedIn}; check them for {currency}. Nothing was converted.
    </p>
  );
}

function LiveTotals() {
  const { control } = useFormContext<RequestValues>();
  const [currency, additional, discount, paymentType, tenorText] = useWatch({
    control,
    name: ['currency', 'amount_additional', 'amount_discount', 'payment_type', 'payment_type_tenor'],
  });
  const totals = useLiveTotals(currency, amount(additional), amount(discount));
  const fmt = formatIn(currency);
  const tenor = whole(tenorText) ?? 0;
  return (
    <TotalsList
      className="space-y-1.5 self-start"
      testId="live-totals"
      rows={[
        { label: 'Items', value: fmt(totals.items) },
        { label: 'Additional', value: `+ ${fmt(totals.additional)}` },
        { label: 'Discount', value: `− ${fmt(totals.discount)}` },
      ]}
      total={fmt(totals.total)}
      totalClassName="pt-2"
      totalTone={totals.total !== null && totals.total < 0 ? 'text-red-700' : 'text-slate-900'}
      totalTestId="form-total"
    >
      {paymentType === '1' && totals.total !== null && tenor >= 1 && (
        <p className="pt-1 text-xs text-slate-500">
          {tenor} monthly instalments of about {money(totals.total / tenor, currency)}
        </p>
      )}
    </TotalsList>
  );
}
