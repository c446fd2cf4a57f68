'use client';
// Tabs after the WAI-ARIA pattern: a tablist of buttons (arrow keys, Home and End move between them) and
// the panel of the selected one.
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from './cn';

export interface TabItem {
  value: string;
  label: ReactNode;
}

export function Tabs({
  items,
  value,
  onValueChange,
  label,
  className,
  children,
}: {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  /** What the tabs choose between (read by screen readers). */
  label: string;
  className?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    items.findIndex((t) => t.value === value),
  );

  function onKeyDown(e: KeyboardEvent) {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (index + 1) % items.length
        : e.key === 'ArrowLeft'
          ? (index + last) % items.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    onValueChange(items[next].value);
    refs.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200" onKeyDown={onKeyDown}>
        {items.map((t, i) => {
          const selected = i === index;
          return (
            <button
              key={t.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${t.value}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(t.value)}
              className={cn(
                '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500',
                selected
                  ? 'border-brand-600 text-brand-800'
                  : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800',
              )}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${items[index]?.value}`} className="pt-4">
        {children}
      </div>
    </div>
  );
}
