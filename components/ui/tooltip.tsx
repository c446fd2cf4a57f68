'use client';
// A short text beside its trigger, Radix's tooltip: shown while the trigger is pointed at (after
// `delayDuration`) or has the keyboard focus, hidden on leaving, a press, Escape or a scroll; read out as
// the trigger's description.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { cn } from './cn';

export type TooltipProps = {
  content: ReactNode;
  /** A single element that takes the pointer and focus handlers (e.g. a button). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  className?: string;
};

export function Tooltip({ content, children, side = 'top', delayDuration = 300, className }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn('z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-md animate-fade-in', className)}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
