'use client';
// Web News (/website/news, airline_media): the website's articles, searched by title and filtered by
// status, paged in the database; the editor with its preview (news-editor.tsx); delete after a question.
// A scheduled article whose time has passed shows 'Scheduled → live' (the public reads already show it),
// also while the list is on screen; other people's edits show as they save them.
import dynamic from 'next/dynamic';
import { useMemo } from 'react';
import type { FormTarget } from '@/components/crud/resource-form';
import { type CustomForm, ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { fmtInstant } from '@/lib/format/dates';
import { NEWS_ENDPOINT, NEWS_STATUS_LABEL, NEWS_STATUSES } from '@/lib/rules/news';
import type { ListResult } from '@/lib/schemas/list';
import { NEWS_LIST } from '@/lib/schemas/list-defaults';
import type { NewsRow } from '@/lib/schemas/web/news';
import { useReloadWhenDue } from './use-reload-when-due';

const NewsEditor = whenOpened(
  dynamic(() => import('./news-editor').then((m) => m.NewsEditor), { ssr: false }),
  (p) => p.target !== null,
);

/** What the list says of an article's state. */
export function newsState(r: Pick<NewsRow, 'status' | 'live'>): { label: string; tone: BadgeTone } {
  if (r.status === 'scheduled') return r.live ? { label: 'Scheduled → live', tone: 'green' } : { label: 'Scheduled', tone: 'amber' };
  return r.status === 'published' ? { label: 'Published', tone: 'green' } : { label: 'Draft', tone: 'gray' };
}

const spec: ResourceScreenSpec<NewsRow> = {
  endpoint: NEWS_ENDPOINT,
  list: NEWS_LIST,
  title: 'Web News',
  search: 'Search title',
  filters: [
    {
      name: 'status',
      label: 'Filter by status',
      all: 'All statuses',
      options: NEWS_STATUSES.map((s) => ({ value: s, label: NEWS_STATUS_LABEL[s] })),
      width: 'w-40',
    },
  ],
  columns: [
    {
      id: 'title',
      header: 'Title',
      sortable: true,
      csv: true,
      cell: (r) => (
        <div className="min-w-0 max-w-[22rem]">
          <p className="truncate font-medium text-slate-900" title={r.title}>
            {r.title}
          </p>
          <p className="truncate font-mono text-xs text-slate-500">{r.address}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      csv: true,
      value: (r) => newsState(r).label,
      cell: (r) => {
        const state = newsState(r);
        return (
          <Badge tone={state.tone} className="whitespace-nowrap">
            {state.label}
          </Badge>
        );
      },
    },
    {
      id: 'published_at',
      header: 'Publish time (WIB)',
      sortable: true,
      csv: true,
      value: (r) => (r.published_at ? fmtInstant(r.published_at) : '–'),
      cell: (r) => <span className="whitespace-nowrap">{r.published_at ? fmtInstant(r.published_at) : '–'}</span>,
    },
    {
      id: 'author',
      header: 'Author',
      csv: true,
      value: (r) => r.author?.name ?? '–',
      cell: (r) => <span className="whitespace-nowrap">{r.author?.name ?? '–'}</span>,
    },
    {
      id: 'updated_at',
      header: 'Last saved (WIB)',
      sortable: true,
      csv: true,
      value: (r) => fmtInstant(r.updated_at),
      cell: (r) => <span className="whitespace-nowrap">{fmtInstant(r.updated_at)}</span>,
    },
    { id: 'address', header: 'Address', hidden: true, csv: true },
  ],
  csv: { filename: 'web-news' },
  empty: { title: 'No articles yet', description: 'Write the first article for the website with + New Article.' },
  rowLabel: (r) => `article ${r.title}`,
  addLabel: '+ New Article',
  remove: { label: (r) => `article ${r.title}`, toast: 'Article deleted' },
};

/** The article each opened editor edits (the screen keeps only the target). */
const rows = new WeakMap<FormTarget, NewsRow>();

export function NewsManager({ initial }: { initial: ListResult<NewsRow> }) {
  useLiveChanges('news');
  useReloadWhenDue(NEWS_ENDPOINT);
  const editor: CustomForm<NewsRow> = useMemo(
    () => ({
      target: (row) => {
        const target: FormTarget = { id: row?.id, values: {} };
        if (row) rows.set(target, row);
        return target;
      },
      dialog: (target, onClose) => <NewsEditor target={target} row={target ? rows.get(target) : undefined} onClose={onClose} />,
    }),
    [],
  );
  return <ResourceScreen spec={spec} initial={initial} customForm={editor} />;
}
