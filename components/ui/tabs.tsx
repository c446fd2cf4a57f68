'use client';
// Tabs after the WAI-ARIA pattern, Radix's: a tablist (arrow keys, Home and End move between the tabs and
// select them) and the panel of the selected one.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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
  const selected = items.some((t) => t.value === value) ? value : items[0]?.value;
  return (
    <TabsPrimitive.Root value={selected} onValueChange={onValueChange} className={className}>
      <TabsPrimitive.List aria-label={label} loop className="flex gap-1 border-b border-slate-200">
        {items.map((t) => (
          <TabsPrimitive.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500',
              'data-[state=active]:border-brand-600 data-[state=active]:text-brand-800',
              'data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-500',
              'data-[state=inactive]:hover:border-slate-300 data-[state=inactive]:hover:text-slate-800',
            )}
          >
            {t.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {selected !== undefined && (
        <TabsPrimitive.Content value={selected} className="pt-4">
          {children}
        </TabsPrimitive.Content>
      )}
    </TabsPrimitive.Root>
  );
}
