'use client';
// The article editor: title, slug (made from the title until edited), summary, body, cover, status and
// publish time (WIB), with a Preview of the page as the website shows it. A save names the version it
// edits; when someone else saved meanwhile (409) it says so and offers to reload the saved article.
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import type { FormTarget } from '@/components/crud/resource-form';
import { RichTextEditor } from '@/components/rich-text/rich-text-editor';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/client/api';
import { apiCall } from '@/lib/client/api-client';
import { fieldMessages, submitFocused } from '@/lib/client/field-messages';
import { useApiSave } from '@/lib/client/query';
import { useSchemaForm } from '@/lib/client/schema-form';
import { fromOfficeInput, toOfficeInput } from '@/lib/format/dates';
import { NEWS_ENDPOINT } from '@/lib/rules/news';
import {
  NEWS_STATUS_LABEL,
  NEWS_STATUSES,
  type NewsRow,
  type NewsStatus,
  newsAddress,
  newsCreate,
  newsUpdate,
  slugify,
} from '@/lib/schemas/web/news';
import { NewsArticle } from './news-article';
import { NewsCover } from './news-cover';

export const STALE_MESSAGE = 'Someone else saved this article meanwhile: reload';

interface NewsValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  cover_id: string;
  status: NewsStatus;
  /** 'YYYY-MM-DDTHH:mm' on the office clock (WIB). */
  published_at: string;
}

const FIELDS = ['title', 'slug', 'summary', 'body', 'cover_id', 'status', 'published_at'] as const satisfies readonly (keyof z.input<
  typeof newsCreate
>)[];
const fieldId = (name: string) => `news-${name}`;
const STATUS_OPTIONS = NEWS_STATUSES.map((s) => ({ value: s, label: NEWS_STATUS_LABEL[s] }));
const TIME_HINT: Record<NewsStatus, string> = {
  draft: 'Optional while a draft',
  published: 'Empty: now',
  scheduled: 'The article goes public at this time by itself',
};

function valuesOf(row?: NewsRow): NewsValues {
  return {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    summary: row?.summary ?? '',
    body: row?.body ?? '',
    cover_id: row?.cover_id ?? '',
    status: row?.status ?? 'draft',
    published_at: row?.published_at ? toOfficeInput(row.published_at) : '',
  };
}

/** The time to send: the loaded one to the second when the minutes shown are unchanged, else the typed one. */
function publishedAt(input: string, loaded: NewsRow | undefined): string | null {
  if (!input) return null;
  return loaded?.published_at && toOfficeInput(loaded.published_at) === input ? loaded.published_at : fromOfficeInput(input);
}

/** Open while `target` is set: with `row`, the article to edit; without, a new one. */
export function NewsEditor({ target, row, onClose }: { target: FormTarget | null; row?: NewsRow; onClose: () => void }) {
  // Each opening starts a fresh editor (no stale values, messages or version).
  const [shown, setShown] = useState(target);
  const [opening, setOpening] = useState(0);
  if (target !== shown) {
    setShown(target);
    if (target) setOpening((n) => n + 1);
  }
  return <OpenedEditor key={opening} open={!!target} loaded={row} onClose={onClose} />;
}

function OpenedEditor({ open, loaded, onClose }: { open: boolean; loaded?: NewsRow; onClose: () => void }) {
  const { toast } = useToast();
  const { save } = useApiSave(NEWS_ENDPOINT);
  const [row, setRow] = useState(loaded);
  const id = row?.id;
  const [tab, setTab] = useState('write');
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  // A new article's slug follows its title until the slug is typed in; a saved one keeps its address.
  const [slugEdited, setSlugEdited] = useState(!!row);
  // The version and time as loaded (or reloaded), read when the body is built.
  const loadedRef = useRef(row);
  const form = useSchemaForm<NewsValues, typeof newsCreate | typeof newsUpdate>(id ? newsUpdate : newsCreate, {
    defaultValues: valuesOf(row),
    toBody: (v) => ({
      title: v.title,
      slug: v.slug,
      summary: v.summary,
      body: v.body,
      cover_id: v.cover_id || null,
      status: v.status,
      published_at: publishedAt(v.published_at, loadedRef.current),
      ...(loadedRef.current ? { version: loadedRef.current.version } : {}),
    }),
  });
  const values = form.watch();
  const errors = fieldMessages(form.formState.errors);
  const set = <K extends keyof NewsValues>(name: K, value: NewsValues[K]) => {
    form.clearErrors(name);
    form.setValue(name, value as never, { shouldDirty: true });
  };

  async function submit() {
    setStale(false);
    try {
      const ok = await submitFocused(form, (body) => save(id, body), FIELDS, fieldId);
      if (ok) toast(id ? 'Article saved' : 'Article created', { type: 'success' });
      if (!ok) setTab('write');
      return ok;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.fields.version) {
        setStale(true);
        toast(STALE_MESSAGE, { type: 'error' });
        return false;
      }
      throw err;
    }
  }

  async function reload() {
    if (!id) return;
    setReloading(true);
    try {
      const fresh = await apiCall('get', '/api/web/news/{id}', { params: { path: { id } } });
      setRow(fresh);
      loadedRef.current = fresh;
      form.reset(valuesOf(fresh));
      setStale(false);
      toast('Reloaded the saved article', { type: 'info' });
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Could not reload the article', { type: 'error' });
    } finally {
      setReloading(false);
    }
  }

  const described = (name: string) => (errors[name] ? `${fieldId(name)}-error` : `${fieldId(name)}-hint`);
  return (
    <FormDialog
      open={open}
      onOpenChange={(open) => !open && onClose()}
      title={id ? `Edit article: ${row?.title}` : 'New article'}
      submitLabel={id ? 'Save article' : 'Create article'}
      onSubmit={submit}
      maxWidth={920}
      dirty={form.formState.isDirty}
    >
      {stale && (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <span>{STALE_MESSAGE}</span>
          <Button size="sm" variant="secondary" loading={reloading} onClick={reload}>
            Reload
          </Button>
        </div>
      )}
      <Tabs
        label="Editor"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'write', label: 'Write' },
          { value: 'preview', label: 'Preview' },
        ]}
      >
        {tab === 'preview' ? (
          <div className="max-h-[560px] overflow-y-auto rounded-md bg-slate-100 p-4">
            <NewsArticle
              article={{
                title: values.title,
                summary: values.summary || null,
                body: values.body,
                cover_url: values.cover_id ? `/api/upload/${values.cover_id}` : null,
                published_at: values.published_at ? fromOfficeInput(values.published_at) : null,
                author: row?.author?.name ?? null,
              }}
            />
          </div>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)_16rem] gap-4 pt-3">
            <div className="flex min-w-0 flex-col gap-3">
              <Field label="Title" htmlFor={fieldId('title')} required error={errors.title}>
                <Input
                  id={fieldId('title')}
                  placeholder="New route: Sentani to Wamena"
                  invalid={!!errors.title}
                  {...form.register('title', {
                    onChange: (e) => {
                      if (!slugEdited) set('slug', slugify(e.target.value));
                    },
                  })}
                />
              </Field>
              <Field
                label="Slug"
                htmlFor={fieldId('slug')}
                required
                error={errors.slug}
                hint={`The article's address: ${newsAddress(values)}`}
              >
                <Input
                  id={fieldId('slug')}
                  className="font-mono"
                  invalid={!!errors.slug}
                  aria-describedby={described('slug')}
                  {...form.register('slug', { onChange: () => setSlugEdited(true) })}
                />
              </Field>
              <Field label="Summary" htmlFor={fieldId('summary')} error={errors.summary} hint="One or two sentences for the news list">
                <Textarea
                  id={fieldId('summary')}
                  rows={2}
                  invalid={!!errors.summary}
                  aria-describedby={described('summary')}
                  {...form.register('summary')}
                />
              </Field>
              <Field label={<span id={`${fieldId('body')}-label`}>Body</span>} htmlFor={fieldId('body')} required error={errors.body}>
                <RichTextEditor
                  id={fieldId('body')}
                  labelledBy={`${fieldId('body')}-label`}
                  value={values.body}
                  onChange={(html) => set('body', html)}
                  invalid={!!errors.body}
                  describedBy={errors.body ? `${fieldId('body')}-error` : undefined}
                />
              </Field>
            </div>
            <div className="flex flex-col gap-3">
              <Field label="Status" htmlFor={fieldId('status')} required error={errors.status}>
                <Select
                  id={fieldId('status')}
                  value={values.status}
                  onValueChange={(v) => set('status', v as NewsStatus)}
                  options={STATUS_OPTIONS}
                />
              </Field>
              <Field
                label="Publish time (WIB)"
                htmlFor={fieldId('published_at')}
                required={values.status === 'scheduled'}
                error={errors.published_at}
                hint={TIME_HINT[values.status]}
              >
                <Input
                  id={fieldId('published_at')}
                  type="datetime-local"
                  invalid={!!errors.published_at}
                  aria-describedby={described('published_at')}
                  {...form.register('published_at')}
                />
              </Field>
              <Field label="Cover image" htmlFor={fieldId('cover_id')} error={errors.cover_id} hint="JPEG, PNG, GIF or WebP, up to 1 MB">
                <NewsCover id={fieldId('cover_id')} value={values.cover_id} onChange={(v) => set('cover_id', v)} error={errors.cover_id} />
              </Field>
            </div>
          </div>
        )}
      </Tabs>
    </FormDialog>
  );
}
