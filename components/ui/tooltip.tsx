'use client';
// A short text beside its trigger (Radix's tooltip, tooltip-popup.tsx). Radix's tooltip brings its
// positioning engine, about 11 kB compressed, that a screen does not need until someone points at or focuses
// a trigger (issue 40's first-load budget): until then the trigger is drawn alone, and that first pointing or
// focus loads the tooltip and mounts it, open, on the trigger.
import { cloneElement, type FocusEvent, lazy, type PointerEvent, type ReactElement, type ReactNode, Suspense, useState } from 'react';

export type TooltipProps = {
  content: ReactNode;
  /** A single element that takes the pointer and focus handlers (e.g. a button). */
  children: ReactElement<TriggerHandlers>;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  className?: string;
};

type TriggerHandlers = { onPointerEnter?: (event: PointerEvent) => void; onFocus?: (event: FocusEvent) => void };

const TooltipPopup = lazy(() => import('./tooltip-popup'));

export function Tooltip(props: TooltipProps) {
  const [armedBy, setArmedBy] = useState<'pointer' | 'focus' | null>(null);
  const { children } = props;
  if (armedBy) {
    return (
      <Suspense fallback={children}>
        <TooltipPopup {...props} refocus={armedBy === 'focus'} />
      </Suspense>
    );
  }
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      children.props.onPointerEnter?.(event);
      setArmedBy('pointer');
    },
    onFocus: (event: FocusEvent) => {
      children.props.onFocus?.(event);
      setArmedBy('focus');
    },
  });
}
