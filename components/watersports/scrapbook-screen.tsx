'use client';
// Watersports Scrapbook (/watersports/scrapbook): the photo grid of the shop's trips and events, newest
// trip first, searched by caption, place or tag and filtered by a tag (state in the URL); 'New post' and
// Delete with a confirmation.
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { DeleteTarget } from '@/components/crud/delete-dialog';
import { Pager } from '@/components/data-table/pager';
import { listQueryString, useListState } from '@/components/data-table/use-list-state';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { useApiGet } from '@/lib/client/query';
import type { ListResult } from '@/lib/schemas/list';
import type { ScrapbookRow } from '@/lib/schemas/watersports/scrapbook';
import { SCRAPBOOK_ENDPOINT, SCRAPBOOK_LIST, SCRAPBOOK_PAGE_SIZES } from '@/lib/schemas/watersports/scrapbook-list';
import { ScrapbookCard } from './scrapbook-card';

// The dialogs (the new post's form and schema) load when first opened, not with the screen.
const NewPostDialog = whenOpened(
  dynamic(() => import('./scrapbook-new-post').then((m) => m.NewPostDialog), { ssr: false }),
  (p) => p.open,
);
const DeleteDialog = whenOpened(
  dynamic(() => import('@/components/crud/delete-dialog').then((m) => m.DeleteDialog), { ssr: false }),
  (p) => p.target !== null,
);

export function ScrapbookScreen({ initial }: { initial: ListResult<ScrapbookRow> }) {
  useLiveChanges('watersports');
  const { state, update } = useListState(SCRAPBOOK_LIST);
  const query = listQueryString(state);
  // The server rendered the first page for the URL's state: that answer seeds exactly that query.
  const [firstQuery] = useState(query);
  const list = useApiGet(SCRAPBOOK_ENDPOINT, {
    search: query,
    initialData: query === firstQuery ? initial : undefined,
    keepPrevious: true,
  });
  const [search, setSearch] = useState(state.q);
  const [newPost, setNewPost] = useState(0);
  const [newOpen, setNewOpen] = useState(false);
  const [doomed, setDoomed] = useState<DeleteTarget | null>(null);
  const grid = useRef<HTMLElement>(null);
  const tag = state.filters.tag;

  // Search a moment after the last key. A tag chosen meanwhile cancels the search still waiting (it would
  // otherwise put back the URL it was started with, without the tag).
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingSearch.current), []);
  function onSearch(q: string) {
    setSearch(q);
    clearTimeout(pendingSearch.current);
    pendingSearch.current = setTimeout(() => update({ q }), 300);
  }
  function onTag(t: string) {
    clearTimeout(pendingSearch.current);
    setSearch('');
    update({ q: '', filters: { tag: t } });
  }

  const result = list.data;
  const filtered = !!(state.q || tag);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
        <SearchBox className="w-72" label="Search posts" placeholder="Search caption, place or tag" value={search} onChange={onSearch} />
        {tag && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => update({ filters: { tag: undefined } })}
            aria-label={`Clear the tag filter ${tag}`}
          >
            Tag: #{tag} <span aria-hidden="true">✕</span>
          </Button>
        )}
        <span className="text-sm text-slate-600" aria-live="polite">
          {result ? `${result.total} post${result.total === 1 ? '' : 's'}` : ''}
        </span>
        <div className="ml-auto flex items-center gap-2">
          {list.isFetching && <Spinner className="size-4 text-brand-600" aria-label="Loading posts" />}
          <Button
            onClick={() => {
              setNewPost((n) => n + 1);
              setNewOpen(true);
            }}
          >
            + New post
          </Button>
        </div>
      </div>

      {list.error && !result ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {list.error.message}
        </p>
      ) : !result ? (
        <div className="grid grid-cols-4 gap-4" role="status" aria-busy="true" aria-label="Loading posts">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-72 animate-pulse rounded-lg bg-slate-200/70" />
          ))}
        </div>
      ) : result.total === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white">
          {filtered ? (
            <EmptyState title="No posts match" description="Try another word or clear the tag filter." />
          ) : (
            <EmptyState
              title="No posts yet"
              description="Photos of the shop's trips and events appear here and on the website."
              action={<Button onClick={() => setNewOpen(true)}>+ New post</Button>}
            />
          )}
        </div>
      ) : (
        <section ref={grid} tabIndex={-1} aria-label="Scrapbook posts" className="space-y-4 focus:outline-none">
          <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
            {result.data.map((post) => (
              <ScrapbookCard
                key={post.id}
                post={post}
                onTag={onTag}
                onDelete={() => setDoomed({ id: post.id, label: `post “${post.caption}”` })}
              />
            ))}
          </div>
          <div className="rounded-lg border border-slate-200 bg-white">
            <Pager page={state.page} limit={state.limit} total={result.total} sizes={SCRAPBOOK_PAGE_SIZES} onChange={update} />
          </div>
        </section>
      )}

      <NewPostDialog key={newPost} open={newOpen} onOpenChange={setNewOpen} />
      <DeleteDialog
        target={doomed}
        onClose={() => setDoomed(null)}
        endpoint={SCRAPBOOK_ENDPOINT}
        description="The post and its photos are removed from the scrapbook and the website. This cannot be undone."
        successMessage="Post deleted"
        // The card (and its Delete button) is gone: the grid takes the focus.
        onDeleted={() => setTimeout(() => grid.current?.focus(), 0)}
      />
    </div>
  );
}
