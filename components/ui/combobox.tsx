'use client';
// A text box that filters a long list of options as one types (WAI-ARIA combobox with a listbox): arrow
// keys move, Enter picks, Escape closes the list (and only the list, not a dialog around it).
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from './cn';
import type { SelectOption } from './select';

const SHOWN = 50;

export type ComboboxProps = {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  id?: string;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
  emptyText?: string;
  'aria-label'?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Combobox({
  value,
  onValueChange,
  options,
  placeholder = 'Type to search…',
  id,
  invalid,
  disabled,
  className,
  emptyText = 'Nothing matches',
  'aria-label': ariaLabel,
  ref,
}: ComboboxProps) {
  const listId = useId();
  const selected = options.find((o) => o.value === value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const matches = useMemo(() => {
    const q = (query ?? '').trim().toLowerCase();
    const found = q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
    return found.slice(0, SHOWN);
  }, [options, query]);

  // Escape closes an open list before a surrounding dialog sees the key (dialogs listen on the document).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      setOpen(false);
      setQuery(null);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [active, open]);

  function close() {
    setOpen(false);
    setQuery(null);
  }

  function pick(option: SelectOption | undefined) {
    if (!option || option.disabled) return;
    onValueChange(option.value);
    close();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(
          Math.max(
            0,
            matches.findIndex((o) => o.value === value),
          ),
        );
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.min(Math.max(0, a + step), Math.max(0, matches.length - 1)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      pick(matches[active]);
    } else if (e.key === 'Tab' && open) {
      close();
    }
  }

  return (
    <div className={cn('relative', className)}>
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-label={ariaLabel}
        aria-invalid={invalid || undefined}
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={selected ? selected.label : placeholder}
        value={query ?? selected?.label ?? ''}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={(e) => e.target.select()}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className={cn(
          'block h-9 w-full rounded-md border bg-white pr-8 pl-2.5 text-sm text-slate-900 shadow-xs transition-colors',
          'placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:bg-slate-50',
          invalid
            ? 'border-red-500 focus-visible:ring-red-500/30'
            : 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
        )}
      />
      <svg
        viewBox="0 0 16 16"
        className="pointer-events-none absolute top-2.5 right-2.5 size-4 text-slate-500"
        fill="none"
        aria-hidden="true"
      >
        <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {matches.length === 0 && <p className="px-2 py-1.5 text-sm text-slate-500">{emptyText}</p>}
          {matches.map((o, i) => (
            // The keys are handled by the text box (aria-activedescendant); options take the mouse.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={o.value}
              tabIndex={-1}
              id={`${listId}-${i}`}
              data-index={i}
              role="option"
              aria-selected={o.value === value}
              aria-disabled={o.disabled || undefined}
              // Keep the focus in the text box.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(o)}
              onMouseMove={() => setActive(i)}
              className={cn(
                'cursor-default rounded-sm px-2 py-1.5 text-sm text-slate-800',
                i === active && 'bg-brand-50 text-brand-900',
                o.value === value && 'font-medium',
                o.disabled && 'opacity-50',
              )}
            >
              {o.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
