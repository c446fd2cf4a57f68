'use client';
// Attachments: files uploaded as soon as they are chosen (POST /api/upload) with their progress; a file over
// the limit is refused before uploading. The new purchase request's card (attachments-card.tsx) and the
// watersports scrapbook's photos use it.
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { uploadFile } from '@/lib/client/api';
import { fmt } from '@/lib/format/numbers';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';

export interface Attachment {
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
        ? `Too large: at most ${fmt(maxUploadBytes(file.name))} bytes`
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
