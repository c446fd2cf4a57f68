import type { ComponentProps } from 'react';
import { cn } from './cn';

const control =
  'block w-full rounded-md border bg-white px-2.5 text-sm text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 read-only:bg-slate-50';

const valid = 'border-slate-300 hover:border-slate-400 focus-visible:border-brand-500 focus-visible:ring-brand-500/30';
const invalidCls = 'border-red-500 focus-visible:border-red-500 focus-visible:ring-red-500/30';

export type InputProps = ComponentProps<'input'> & { invalid?: boolean };

export function Input({ invalid, className, type = 'text', 'aria-invalid': ariaInvalid, ...props }: InputProps) {
  return (
    <input
      type={type}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(control, 'h-9', invalid ? invalidCls : valid, className)}
      {...props}
    />
  );
}

export type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean };

export function Textarea({ invalid, className, rows = 3, 'aria-invalid': ariaInvalid, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || ariaInvalid || undefined}
      className={cn(control, 'min-h-16 py-2 leading-5', invalid ? invalidCls : valid, className)}
      {...props}
    />
  );
}
