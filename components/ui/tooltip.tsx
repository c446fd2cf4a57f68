'use client';
// A short text beside its trigger: shown while the trigger is pointed at (after `delayDuration`) or has the
// focus, kept while the pointer moves onto it, hidden on leaving both, on blur, a press, Escape or a scroll.
// Drawn in a portal at a fixed position beside the trigger's box. Radix's tooltip did the same with its
// positioning engine and a tree of providers per use: Routes & Schedules draws one per flight, and those
// cost about 25 ms of each page's rendering and 10 kB of its first-load JavaScript (issue 18).
import {
  type CSSProperties,
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';

type Side = 'top' | 'right' | 'bottom' | 'left';

export type TooltipProps = {
  content: ReactNode;
  children: ReactElement;
  side?: Side;
  delayDuration?: number;
  className?: string;
};

const GAP = 6;
/** How long the pointer has to go from the trigger onto the tooltip before it hides. */
const GRACE_MS = 120;

function placed(box: DOMRect, side: Side): CSSProperties {
  const midX = box.left + box.width / 2;
  const midY = box.top + box.height / 2;
  switch (side) {
    case 'right':
      return { left: box.right + GAP, top: midY, transform: 'translateY(-50%)' };
    case 'left':
      return { right: window.innerWidth - box.left + GAP, top: midY, transform: 'translateY(-50%)' };
    case 'bottom':
      return { left: midX, top: box.bottom + GAP, transform: 'translateX(-50%)' };
    default:
      return { left: midX, top: box.top - GAP, transform: 'translate(-50%, -100%)' };
  }
}

interface TriggerHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

// children must be a single element that takes the pointer and focus handlers (e.g. a button).
export function Tooltip({ content, children, side = 'top', delayDuration = 300, className }: TooltipProps) {
  const [box, setBox] = useState<DOMRect | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();
  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const show = (trigger: HTMLElement, ms: number) => later(() => setBox(trigger.getBoundingClientRect()), ms);
  const hide = () => {
    clearTimeout(timer.current);
    setBox(null);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!box) return;
    const close = () => {
      clearTimeout(timer.current);
      setBox(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    addEventListener('keydown', onKey);
    addEventListener('scroll', close, true);
    return () => {
      removeEventListener('keydown', onKey);
      removeEventListener('scroll', close, true);
    };
  }, [box]);

  const own = children.props as TriggerHandlers;
  const trigger = cloneElement(children as ReactElement<TriggerHandlers & { 'aria-describedby'?: string }>, {
    'aria-describedby': box ? id : undefined,
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      show(event.currentTarget, box ? 0 : delayDuration);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      later(() => setBox(null), GRACE_MS);
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      hide();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      show(event.currentTarget, 0);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {box &&
        createPortal(
          <div
            role="tooltip"
            id={id}
            style={{ position: 'fixed', ...placed(box, side) }}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={hide}
            className={cn('z-50 max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-md animate-fade-in', className)}
          >
            {content}
          </div>,
          document.body,
        )}
    </>
  );
}
