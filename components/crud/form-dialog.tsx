'use client';
// A dialog holding a form: submit on Enter or the button, a busy state, and a general error line. Field
// errors stay with the fields (react-hook-form puts them there: see lib/client/schema-form.ts).
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/client/api';

/** The line under a form for a failed save: none when the fields show the API's messages. */
export function generalError(err: unknown): string | null {
  if (!(err instanceof ApiError)) return 'Something went wrong';
  return Object.keys(err.fields).length ? null : err.message;
}

export function FormDialog({
  open,
  onOpenChange,
  title,
  submitLabel,
  onSubmit,
  maxWidth = 560,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  submitLabel: string;
  /** Resolve to close the dialog; throw an ApiError to keep it open with the message. */
  onSubmit: () => Promise<boolean>;
  maxWidth?: number;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (await onSubmit()) onOpenChange(false);
    } catch (err) {
      setError(generalError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent
        title={title}
        maxWidth={maxWidth}
        // Start in the first field rather than on the dialog's close button.
        onOpenAutoFocus={(e) => {
          const first = (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
            'form input:not([type=hidden]):not([disabled]), form textarea, form button[role=combobox]',
          );
          if (first) {
            e.preventDefault();
            first.focus();
          }
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          {children}
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * @deprecated forms move to react-hook-form (useSchemaForm); kept for the forms not yet moved.
 * Field messages from a zod check in the browser or from the API's 400/409 `fields`.
 */
export function useFieldErrors() {
  const [fields, setFields] = useState<Record<string, string>>({});
  return {
    fields,
    clear: () => setFields({}),
    set: setFields,
    /** Drop one field's message (once the field is changed). */
    dismiss: (name: string) => setFields((f) => (name in f ? Object.fromEntries(Object.entries(f).filter(([k]) => k !== name)) : f)),
    /** Keep the API's field messages; rethrow so FormDialog shows anything else. */
    fromApi(err: unknown): never {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFields(err.fields);
      throw err;
    },
  };
}

/** @deprecated see useFieldErrors. */
export function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[String(i.path[0] ?? '_')] ??= i.message;
  return out;
}
