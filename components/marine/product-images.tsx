'use client';
// A product's images: uploaded as soon as they are chosen (POST /api/upload), shown as thumbnails, removed
// with their button. The product keeps the uploads' ids.
import { useId, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { uploadFile } from '@/lib/client/api';
import { checkUpload } from '@/lib/rules/upload';

export function ProductImages({
  ids,
  onChange,
  error,
  source = 'marine-product',
}: {
  ids: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** The upload's source (what it was uploaded for). */
  source?: string;
}) {
  const { toast } = useToast();
  const inputId = useId();
  const [busy, setBusy] = useState(false);

  async function add(files: FileList | null) {
    setBusy(true);
    const added: string[] = [];
    for (const file of Array.from(files ?? [])) {
      if (checkUpload(file) !== 'ok' || !file.type.startsWith('image/')) {
        toast(`${file.name}: not an image, or too large`, { type: 'error' });
        continue;
      }
      try {
        added.push((await uploadFile(file, { source })).id);
      } catch (e) {
        toast(`${file.name}: ${e instanceof Error ? e.message : 'upload failed'}`, { type: 'error' });
      }
    }
    setBusy(false);
    if (added.length) onChange([...ids, ...added]);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {ids.map((id, n) => (
          <div key={id} className="relative">
            {/* biome-ignore lint/performance/noImgElement: uploads are served by the API, not the image optimiser */}
            <img
              src={`/api/upload/${id}/thumb`}
              alt={`Product ${n + 1}`}
              className="size-16 rounded border border-slate-200 object-cover"
            />
            <button
              type="button"
              aria-label={`Remove image ${n + 1}`}
              className="absolute -top-1.5 -right-1.5 rounded-full bg-white px-1 text-xs text-red-700 shadow ring-1 ring-slate-200"
              onClick={() => onChange(ids.filter((x) => x !== id))}
            >
              ✕
            </button>
          </div>
        ))}
      </div>
      <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => document.getElementById(inputId)?.click()}>
        Add images
      </Button>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-label="Product images"
        className="sr-only"
        onChange={(e) => void add(e.target.files)}
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
