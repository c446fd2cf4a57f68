'use client';
// An input that accepts digits only (spec 5: weight, bag and bag_weight). A keystroke or paste that is
// not digits is refused, and the field says so under it ("Whole kilograms: digits only ('.' was not
// taken)") for as long as it holds a value, so a dropped character never changes the value silently.
import { type ChangeEvent, useState } from 'react';
import { Input, type InputProps } from './input';

const DIGITS = /^[0-9]*$/;

export function DigitsInput({
  value,
  onChange,
  refusal,
  id,
  ...props
}: Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  /** What the field takes, shown when a character is refused: 'Whole kilograms'. */
  refusal: string;
}) {
  const [refused, setRefused] = useState<{ text: string; on: string } | null>(null);
  const hintId = `${id}-refused`;
  // Emptied by a reset for the next entry, the field starts afresh.
  const shown = refused && (value !== '' || refused.on === '') ? refused.text : null;
  function change(e: ChangeEvent<HTMLInputElement>) {
    const next = e.target.value;
    if (DIGITS.test(next)) {
      if (next === '') setRefused(null);
      onChange(next);
      return;
    }
    const bad = [...next].find((c) => !/[0-9]/.test(c)) ?? '';
    setRefused({ text: `${refusal}: digits only ('${bad}' was not taken)`, on: value });
  }
  return (
    <>
      <Input
        {...props}
        id={id}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        onChange={change}
        aria-describedby={shown ? hintId : props['aria-describedby']}
      />
      {shown && (
        <p id={hintId} role="status" data-testid="digits-refused" className="text-xs text-amber-800">
          {shown}
        </p>
      )}
    </>
  );
}
