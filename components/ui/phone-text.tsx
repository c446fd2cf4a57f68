'use client';
// A stored phone (international digits, no '+') written as its country writes it, '+62 812 3456 7890' or
// '+65 8123 4567', on every screen. libphonenumber-js is fetched after the screen is drawn, not with it (no
// screen's first load carries its metadata); until then the digits show with their '+'.
import { useEffect, useState } from 'react';
import { cn } from './cn';

const loadFormatter = () => import('@/lib/format/phone').then((m) => m.formatPhone);

/** The phone as written for people; '–' for none. */
export function usePhoneText(digits: string | null | undefined): string {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    setText(null);
    if (!digits) return;
    let live = true;
    loadFormatter().then(
      (format) => live && setText(format(digits)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [digits]);
  return digits ? (text ?? `+${digits}`) : '–';
}

export function PhoneText({ value, className }: { value: string | null | undefined; className?: string }) {
  return <span className={cn('whitespace-nowrap', className)}>{usePhoneText(value)}</span>;
}
