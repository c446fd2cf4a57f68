'use client';
// The article's cover: one image uploaded as soon as it is chosen (POST /api/upload), with its progress,
// then shown as it will appear; the article sends the upload's id.
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { uploadFile } from '@/lib/client/api';
import { fmt } from '@/lib/format/numbers';
import { checkUpload, maxUploadBytes } from '@/lib/rules/upload';
import { PHOTO_MIMES } from '@/lib/schemas/watersports/scrapbook';
import { NEWS_COVER_SOURCE } from '@/lib/schemas/web/news';

export function NewsCover({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  /** The cover's upload id, or '' for none. */
  value: string;
  onChange: (uploadId: string) => void;
  error?: string;
}) {
  const { toast } = useToast();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);

  async function choose(file: File | undefined) {
    if (!file) return;
    const check = checkUpload(file);
    const refusal = !PHOTO_MIMES.includes(file.type)
      ? 'Not an image: choose a JPEG, PNG, GIF or WebP file'
      : check === 'file_size'
        ? `Too large: at most ${fmt(maxUploadBytes(file.name))} bytes`
        : check === 'canceled'
          ? 'The file is empty'
          : null;
    if (refusal) {
      toast(`${file.name}: ${refusal}`, { type: 'error' });
      return;
    }
    setUpload({ name: file.name, progress: 0 });
    try {
      const up = await uploadFile(file, { source: NEWS_COVER_SOURCE, onProgress: (progress) => setUpload({ name: file.name, progress }) });
      onChange(up.id);
    } catch (e) {
      toast(`${file.name}: ${e instanceof Error ? e.message : 'Upload failed'}`, { type: 'error' });
    } finally {
      setUpload(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex aspect-[12/5] w-full items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100 text-xs text-slate-500">
        {value ? (
          // biome-ignore lint/performance/noImgElement: uploads are served by the API, not the image optimiser
          <img src={`/api/upload/${value}`} alt="Cover preview" className="size-full object-cover" />
        ) : upload ? (
          `${Math.round(upload.progress * 100)} %`
        ) : (
          'No cover'
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <label
          htmlFor={id}
          className="inline-flex h-7 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50 has-[+input:focus-visible]:outline-2 has-[+input:focus-visible]:outline-brand-500"
        >
          {value ? 'Replace image…' : 'Choose image…'}
        </label>
        <input
          id={id}
          type="file"
          accept={PHOTO_MIMES.join(',')}
          className="sr-only"
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {upload && <UploadProgress name={upload.name} progress={upload.progress} done={false} />}
        {value && (
          <Button size="sm" variant="ghost" onClick={() => onChange('')}>
            Remove cover
          </Button>
        )}
      </div>
    </div>
  );
}
