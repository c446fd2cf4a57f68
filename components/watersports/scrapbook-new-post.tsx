'use client';
// 'New post': photos uploaded as soon as they are chosen (several at once, each with its progress bar and
// then its thumbnail), then the caption, the trip's date and place and its tags. The API's schema checks
// the form in the browser first; the post keeps the photos in the order chosen. The screen mounts a new
// dialog for each post (a key), so each starts empty.
import { FormDialog } from '@/components/crud/form-dialog';
import { useAttachments } from '@/components/purchase/attachments';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { UploadProgress } from '@/components/ui/upload-progress';
import { fieldMessages, submitFocused } from '@/lib/client/field-messages';
import { useApiWrite } from '@/lib/client/query';
import { useSchemaForm } from '@/lib/client/schema-form';
import { today } from '@/lib/format/dates';
import { MAX_POST_IMAGES, PHOTO_MIMES, SCRAPBOOK_SOURCE, scrapbookCreate } from '@/lib/schemas/watersports/scrapbook';
import { SCRAPBOOK_ENDPOINT } from '@/lib/schemas/watersports/scrapbook-list';

interface PostValues {
  caption: string;
  date: string;
  place: string;
  /** Comma-separated, as typed. */
  tags: string;
}

const FIELDS = ['images', 'caption', 'date', 'place', 'tags'] as const;
const fieldId = (name: string) => `scrapbook-${name}`;

export function NewPostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const photos = useAttachments({
    source: SCRAPBOOK_SOURCE,
    toastEach: false,
    refuse: (file) => (PHOTO_MIMES.includes(file.type) ? null : 'Not a photo: choose JPEG, PNG, GIF or WebP images'),
  });
  const form = useSchemaForm<PostValues, typeof scrapbookCreate>(scrapbookCreate, {
    defaultValues: { caption: '', date: today(), place: '', tags: '' },
    toBody: (v) => ({
      ...v,
      tags: v.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      images: photos.ids,
    }),
  });
  const create = useApiWrite('post', SCRAPBOOK_ENDPOINT);
  const messages = fieldMessages(form.formState.errors);
  // A list's message: the list's own, or its first item's ('tags.1').
  const error = (name: string) => messages[name] ?? Object.entries(messages).find(([k]) => k.startsWith(`${name}.`))?.[1];
  const errors = { images: error('images'), caption: error('caption'), date: error('date'), place: error('place'), tags: error('tags') };
  const inputId = fieldId('images');

  async function submit() {
    if (photos.pending) {
      toast('Wait for the photos to finish uploading', { type: 'warning' });
      return false;
    }
    const ok = await submitFocused(form, (body) => create.mutateAsync({ body }), FIELDS, fieldId);
    if (ok) toast('Post created', { type: 'success' });
    return ok;
  }

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="New post" submitLabel="Create post" onSubmit={submit} maxWidth={640}>
      <Field label="Photos" htmlFor={inputId} required error={errors.images} hint={`Up to ${MAX_POST_IMAGES} photos, 1 MB each`}>
        <label
          htmlFor={inputId}
          className="flex cursor-pointer items-center justify-center rounded-md border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600 hover:border-brand-400 hover:bg-brand-50 has-[+input:focus-visible]:outline-2 has-[+input:focus-visible]:outline-brand-500"
        >
          Choose photos (JPEG, PNG, GIF or WebP)…
        </label>
        <input
          id={inputId}
          type="file"
          accept={PHOTO_MIMES.join(',')}
          multiple
          className="peer sr-only"
          aria-describedby={errors.images ? `${inputId}-error` : `${inputId}-hint`}
          onChange={(e) => {
            form.clearErrors('images' as never);
            void photos.add(e.target.files);
            e.target.value = '';
          }}
        />
      </Field>
      {photos.list.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" aria-label="Chosen photos">
          {photos.list.map((p, i) => (
            <li key={p.key} className="relative rounded-md border border-slate-200 p-1.5 text-xs">
              <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded bg-slate-100">
                {p.id ? (
                  // biome-ignore lint/performance/noImgElement: uploads are served by the API, not the image optimiser
                  <img
                    src={`/api/upload/${p.id}/thumb`}
                    alt={`${p.name} (${i + 1} of ${photos.list.length})`}
                    className="size-full object-cover"
                  />
                ) : (
                  <span className={cn('px-1 text-center', p.error ? 'text-red-700' : 'text-slate-500')}>
                    {p.error ?? `${Math.round(p.progress * 100)} %`}
                  </span>
                )}
              </div>
              <p className="mt-1 truncate text-slate-700" title={p.name}>
                {p.name}
              </p>
              {!p.error && <UploadProgress name={p.name} progress={p.progress} done={!!p.id} />}
              <Button
                size="sm"
                variant="ghost"
                className="mt-1 h-6 w-full text-xs"
                aria-label={`Remove ${p.name}`}
                onClick={() => photos.remove(p.key)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Field label="Caption" htmlFor={fieldId('caption')} required error={errors.caption}>
        <Textarea id={fieldId('caption')} rows={2} invalid={!!errors.caption} {...form.register('caption')} />
      </Field>
      <div className="grid grid-cols-[10rem_minmax(0,1fr)] gap-3">
        <Field label="Date of the trip" htmlFor={fieldId('date')} required error={errors.date}>
          <Input id={fieldId('date')} type="date" max={today()} invalid={!!errors.date} {...form.register('date')} />
        </Field>
        <Field label="Place" htmlFor={fieldId('place')} required error={errors.place}>
          <Input id={fieldId('place')} placeholder="Raja Ampat, West Papua" invalid={!!errors.place} {...form.register('place')} />
        </Field>
      </div>
      <Field label="Tags" htmlFor={fieldId('tags')} error={errors.tags} hint="Separated by commas, e.g. manta, liveaboard">
        <Input id={fieldId('tags')} placeholder="manta, liveaboard" invalid={!!errors.tags} {...form.register('tags')} />
      </Field>
    </FormDialog>
  );
}
