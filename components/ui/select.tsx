'use client';

import dynamic from 'next/dynamic';
import type { Ref } from 'react';
import { cn } from './cn';
import { usePressedOnce } from './lazy-popup';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  id?: string;
  name?: string;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  contentClassName?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** The trigger button (a form moves the caret there when the value is missing). */
  ref?: Ref<HTMLButtonElement>;
};

/** The trigger's look, the same before and after the popup has loaded. */
export function selectTriggerClass(invalid: boolean | undefined, className: string | undefined) {
  return cn(
    'flex h-9 w-full items-center justify-between gap-2 rounded-md border bg-white px-2.5 text-left text-sm text-slate-900 shadow-xs transition-colors',
    'focus:outline-none focus-visible:ring-2 data-[placeholder]:text-slate-500',
    'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
    invalid
      ? 'border-red-500 focus-visible:ring-red-500/30'
      : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
    className,
  );
}

export function ChevronIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-4" fill="none" aria-hidden="true">
      <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const loadPopup = () => import('./select-popup');
const SelectPopup = dynamic(() => loadPopup().then((m) => m.SelectPopup), {
  ssr: false,
  loading: () => <span className={selectTriggerClass(false, undefined)} aria-hidden="true" />,
});

/**
 * A select: until its first press the trigger is drawn here (same look, same name and value), then the
 * Radix select (select-popup.tsx) takes over, open.
 */
export function Select(props: SelectProps) {
  const { pressed, triggerProps } = usePressedOnce(loadPopup);
  if (pressed) return <SelectPopup {...props} defaultOpen />;
  const { value, options, placeholder = 'Select…', id, invalid, disabled, className, ref } = props;
  const chosen = value ? options.find((o) => o.value === value) : undefined;
  return (
    <button
      type="button"
      ref={ref}
      id={id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={invalid || undefined}
      aria-required={props.required || undefined}
      disabled={disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      className={selectTriggerClass(invalid, className)}
      {...triggerProps}
    >
      <span className="min-w-0 truncate">{chosen ? chosen.label : placeholder}</span>
      <span className="shrink-0 text-slate-500">
        <ChevronIcon />
      </span>
    </button>
  );
}

const ALL = 'all';

/** A list filter: '{all}' (no value, undefined) first, then the options; in a box of the given width class. */
export function FilterSelect({
  value,
  onChange,
  all,
  options,
  className,
  'aria-label': ariaLabel,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  all: string;
  options: readonly SelectOption[];
  className?: string;
  'aria-label': string;
}) {
  return (
    <div className={className}>
      <Select
        aria-label={ariaLabel}
        value={value ?? ALL}
        onValueChange={(v) => onChange(v === ALL ? undefined : v)}
        options={[{ value: ALL, label: all }, ...options]}
      />
    </div>
  );
}
