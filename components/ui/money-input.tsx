'use client';
// The one money input: staff type `1.500.000`, `1.500.000,50` or `1,500,000.50`; the amount as read
// (lib/rules/money.ts readTypedMoney) shows under the field while they type, or that it cannot be read.
import { formatTypedMoney, hasRupiahFraction, MONEY_FORMAT_HINT, readTypedMoney, WHOLE_RUPIAH_HINT } from '@/lib/rules/money';
import { cn } from './cn';
import { Input, type InputProps } from './input';

export function MoneyInput({
  currency,
  value,
  invalid,
  id,
  className,
  ...props
}: Omit<InputProps, 'value' | 'type' | 'inputMode'> & { currency: string; value: string; id: string }) {
  const read = readTypedMoney(value);
  const readingId = `${id}-reading`;
  // A field message (the form's check) says what is wrong; the reading then steps aside.
  const fraction = read.ok && hasRupiahFraction(currency, read.cents);
  const reading =
    invalid || (!read.ok && read.empty)
      ? null
      : !read.ok
        ? `Not an amount: ${MONEY_FORMAT_HINT}`
        : fraction
          ? WHOLE_RUPIAH_HINT
          : formatTypedMoney(read.cents, currency);
  return (
    <>
      <Input
        {...props}
        id={id}
        value={value}
        invalid={invalid}
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={reading ? readingId : undefined}
        className={cn('text-right tabular-nums', className)}
      />
      {reading && (
        <p
          id={readingId}
          data-testid="money-reading"
          aria-live="polite"
          className={cn('text-right text-xs tabular-nums', read.ok && !fraction ? 'text-slate-600' : 'text-amber-800')}
        >
          {reading}
        </p>
      )}
    </>
  );
}
