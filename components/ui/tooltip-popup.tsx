'use client';
// Radix's tooltip behind components/ui/tooltip.tsx, loaded when its first trigger is pointed at or focused:
// mounted open on that trigger (the focus put back on it when focus opened it), then shown while the trigger
// is pointed at (after `delayDuration`) or has the keyboard focus, hidden on leaving, a press, Escape or a
// scroll; read out as the trigger's description.
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { useEffect, useRef } from 'react';
import { cn } from './cn';
import type { TooltipProps } from './tooltip';

export default function TooltipPopup({
  content,
  children,
  side = 'top',
  delayDuration = 300,
  className,
  refocus,
}: TooltipProps & { refocus: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus) trigger.current?.focus();
  }, [refocus]);
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root defaultOpen>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
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
