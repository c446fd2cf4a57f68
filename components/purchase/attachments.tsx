'use client';
// The new request's attachments: files uploaded as soon as they are chosen (POST /api/upload) with their
// progress; a file over the limit is refused before uploading. The request sends the uploads' ids. The
// hook also serves other screens' uploads (the watersports scrapbook's photos).
import { useId, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { uploadFile } from '@/lib/client/api';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';

interface Attachment {
  key: number;
  name: string;
  size: number;
  id?: string;
  progress: number;
  error?: string;
}

let nextKey = 1;

export interface AttachmentOptions {
  /** The uploads' source (POST /api/upload). */
  source?: string;
  /** Why a chosen file is refused before uploading (e.g. not an image), or null to take it. */
  refuse?: (file: File) => string | null;
  /** A toast for each file attached (the purchase form); a screen showing the files' progress may skip it. */
  toastEach?: boolean;
}

/** Files uploaded as soon as they are chosen, all at once, each with its progress; kept in the order chosen. */
export function useAttachments({ source = 'purchase', refuse, toastEach = true }: AttachmentOptions = {}) {
  const { toast } = useToast();
  const [list, setList] = useState<Attachment[]>([]);
  const patch = (key: number, change: Partial<Attachment>) => setList((a) => a.map((x) => (x.key === key ? { ...x, ...change } : x)));

  async function send(file: File) {
    const key = nextKey++;
    const check = checkUpload(file);
    const refusal =
      check === 'file_size'
        ? `Too large: at most ${maxUploadBytes(file.name).toLocaleString('en-US')} bytes`
        : check === 'canceled'
          ? 'The file is empty'
          : (refuse?.(file) ?? null);
    if (refusal) {
      setList((a) => [...a, { key, name: file.name, size: file.size, progress: 0, error: refusal }]);
      toast(`${file.name}: ${refusal}`, { type: 'error' });
      return;
    }
    setList((a) => [...a, { key, name: file.name, size: file.size, progress: 0 }]);
    try {
      const up = await uploadFile(file, { source, onProgress: (progress) => patch(key, { progress }) });
      patch(key, { id: up.id, progress: 1 });
      if (toastEach) toast(`Attached ${file.name}`, { type: 'success' });
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Upload failed';
      patch(key, { error: message });
      toast(`${file.name}: ${message}`, { type: 'error' });
    }
  }

  async function add(files: FileList | null) {
    await Promise.all(Array.from(files ?? []).map(send));
  }

  return {
    list,
    add,
    remove: (key: number) => setList((a) => a.filter((x) => x.key !== key)),
    /** The uploaded files' ids, for the request. */
    ids: list.flatMap((a) => (a.id ? [a.id] : [])),
    /** Some file is still uploading. */
    pending: list.some((a) => !a.id && !a.error),
  };
}

export function AttachmentsSection({ attachments }: { attachments: ReturnType<typeof useAttachments> }) {
  const inputId = useId().replace(/:/g, '');
  return (
    <section className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-sm font-semibold text-slate-900">Attachments</h2>
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
    </section>
  );
}
