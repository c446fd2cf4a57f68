import type { ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A box that scrolls its content: a named region a keyboard can reach (Tab, then the arrow keys), as a box
 * that holds no focusable control could otherwise only be scrolled with a mouse.
 */
export function ScrollBox({ label, className, ...props }: ComponentProps<'section'> & { label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      className={cn('overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500', className)}
      {...props}
    />
  );
}
