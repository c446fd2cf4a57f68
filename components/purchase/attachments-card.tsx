'use client';
// The new request's Attachments card: the files chosen, each uploaded at once with its progress or why it
// was refused, and a way to take it off. The form loads it right after it is drawn (purchase-form.tsx), so
// that the upload code is not part of the screen's first load; the form hears the uploads' ids and whether
// one is still going.
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useAttachments } from './attachments';
import { FormCard } from './form-sections';

export interface AttachedState {
  /** The uploaded files' ids, for the request. */
  ids: string[];
  /** Some file is still uploading. */
  pending: boolean;
}

export function AttachmentsCard({ onChange }: { onChange: (state: AttachedState) => void }) {
  const inputId = useId().replace(/:/g, '');
  const attachments = useAttachments();
  const { ids, pending } = attachments;
  const latest = useRef(onChange);
  latest.current = onChange;
  const shown = `${ids.join(',')}${pending ? ' pending' : ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for ids and pending by value
  useEffect(() => latest.current({ ids, pending }), [shown]);
  return (
    <FormCard title="Attachments" className="space-y-3">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer items-center justify-center rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 hover:border-brand-400 hover:bg-brand-50"
      >
        Choose files (quotation, invoice…) · up to 1 MB each
      </label>
      <input
        id={inputId}
        type="file"
        multiple
        className="sr-only"
        aria-label="Attachments"
        onChange={(e) => {
          void attachments.add(e.target.files);
          e.target.value = '';
        }}
      />
      {attachments.list.length > 0 && (
        <ul className="space-y-2" aria-label="Attached files">
          {attachments.list.map((a) => (
            <li key={a.key} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-slate-800">{a.name}</span>
                <span className="text-xs text-slate-500">{Math.ceil(a.size / 1024)} KB</span>
                <Button size="sm" variant="ghost" aria-label={`Remove ${a.name}`} onClick={() => attachments.remove(a.key)}>
                  Remove
                </Button>
              </div>
              {a.error ? (
                <p className="text-xs text-red-600">{a.error}</p>
              ) : (
                <UploadProgress name={a.name} progress={a.progress} done={!!a.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </FormCard>
  );
}
