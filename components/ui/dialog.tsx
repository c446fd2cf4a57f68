'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { useOpenerFocus } from './opener-focus';

/**
 * The dimmed backdrop that centres a dialog. Its top band (5 rem) stays clear of any dialog: a toast shown
 * while a dialog is open sits there (components/shell/toast.tsx), never over the dialog's controls.
 */
export const DIALOG_OVERLAY = 'fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-slate-900/50 px-4 pb-4 pt-20 animate-fade-in';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  maxWidth?: number;
  footer?: ReactNode;
};

export function DialogContent({
  title,
  description,
  maxWidth = 560,
  footer,
  className,
  style,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focus = useOpenerFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={DIALOG_OVERLAY}>
        <DialogPrimitive.Content
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'relative flex w-full flex-col rounded-lg border border-slate-200 bg-white shadow-xl animate-dialog-in focus:outline-none',
            className,
          )}
          style={{ maxWidth, ...style }}
          {...props}
          {...focus}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-3.5">
            <div className="min-w-0 flex-1">
              <DialogPrimitive.Title className="text-base font-semibold text-slate-900">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-0.5 text-sm text-slate-500">{description}</DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="-mr-1.5 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <svg viewBox="0 0 16 16" className="size-4" fill="none" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </DialogPrimitive.Close>
          </div>
          <div className="px-5 py-4">{children}</div>
          {footer && (
            <div className="flex items-center justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50 px-5 py-3">{footer}</div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}
