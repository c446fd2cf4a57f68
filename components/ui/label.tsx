'use client';

import type { ComponentProps, MouseEvent } from 'react';
import { cn } from './cn';

export type LabelProps = ComponentProps<'label'>;

// A double click on a label does not select its text (a click on a control inside it acts as usual), as
// Radix's label did; a plain element keeps the Radix primitives out of every form's first load.
function keepSelection(e: MouseEvent<HTMLLabelElement>) {
  if (e.detail > 1 && !(e.target as HTMLElement).closest('button, input, select, textarea')) e.preventDefault();
}

export function Label({ className, onMouseDown, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller gives htmlFor or wraps the control
    <label
      className={cn('text-xs font-medium text-slate-700 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60', className)}
      onMouseDown={(e) => {
        onMouseDown?.(e);
        if (!e.defaultPrevented) keepSelection(e);
      }}
      {...props}
    />
  );
}
