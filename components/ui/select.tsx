'use client';

import * as SelectPrimitive from '@radix-ui/react-select';
import type { Ref } from 'react';
import { cn } from './cn';
import { CheckIcon, ITEM_INDICATOR, MENU_ITEM } from './menu-item';

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

export function Select({
  value,
  onValueChange,
  options,
  placeholder = 'Select…',
  id,
  name,
  invalid,
  disabled,
  required,
  className,
  contentClassName,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ref,
}: SelectProps) {
  return (
    // Radix treats "" as "no value" and shows the placeholder; undefined would make it uncontrolled.
    <SelectPrimitive.Root value={value ?? ''} onValueChange={onValueChange} name={name} disabled={disabled} required={required}>
      <SelectPrimitive.Trigger
        ref={ref}
        id={id}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        aria-invalid={invalid || undefined}
        className={cn(
          'flex h-9 w-full items-center justify-between gap-2 rounded-md border bg-white px-2.5 text-left text-sm text-slate-900 shadow-xs transition-colors',
          'focus:outline-none focus-visible:ring-2 data-[placeholder]:text-slate-500',
          'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
          invalid
            ? 'border-red-500 focus-visible:ring-red-500/30'
            : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
          className,
        )}
      >
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon className="shrink-0 text-slate-500">
          <svg viewBox="0 0 16 16" className="size-4" fill="none" aria-hidden="true">
            <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in',
            contentClassName,
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item key={option.value} value={option.value} disabled={option.disabled} className={MENU_ITEM}>
                <SelectPrimitive.ItemIndicator className={ITEM_INDICATOR}>
                  <CheckIcon />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
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
