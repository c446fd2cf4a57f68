'use client';
// The Backlog & Help dialog (spec 2): tabs ISSUE / IDEA, INPROGRESS and DONE, a search box, the context
// filter, CREATE and the list (300 px high); the 'Help ?' switch shows the searchable help list instead.
import { useState } from 'react';
import type { ShellUser } from '@/components/shell/shell-user';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollBox } from '@/components/ui/scroll-box';
import { SearchBox } from '@/components/ui/search-box';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { fmtInstant } from '@/lib/format/dates';
import { BACKLOG_CONTEXTS, BACKLOG_TABS, type BacklogContext, type BacklogRow, contextLabel, PRIORITY_TEXT } from '@/lib/schemas/backlog';
import { BacklogItemDialog } from './backlog-item-dialog';
import { HelpList } from './help-list';
import type { BacklogFilters, BacklogList } from './use-backlog-list';

/** Spec 9: the list is 300 px high. */
export const LIST_HEIGHT_PX = 300;

const CONTEXT_OPTIONS = BACKLOG_CONTEXTS.map((c) => ({ value: c.value, label: c.label }));
const PRIORITY_TONE: BadgeTone[] = ['gray', 'blue', 'amber', 'red'];

/** Which item the detail dialog shows: a new one, or one by id. */
type Editing = { id: number } | 'new' | null;

export function BacklogDialog({
  open,
  onOpenChange,
  user,
  routeName,
  list,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ShellUser;
  /** The current screen's route name: a new item's path. */
  routeName: string;
  list: BacklogList;
}) {
  const [help, setHelp] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const { filters, setFilters } = list;
  const set = (patch: Partial<BacklogFilters>) => setFilters({ ...filters, ...patch });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title="Backlog & Help" maxWidth={780} data-testid="backlog-dialog">
          <div className="mb-3 flex items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              {help ? 'How-tos for the screens of the back-office.' : 'Issues and ideas of the team, by screen.'}
            </p>
            <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
              Help ?
              <button
                type="button"
                role="switch"
                aria-checked={help}
                onClick={() => setHelp((h) => !h)}
                className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${help ? 'bg-brand-700' : 'bg-slate-400'}`}
              >
                <span
                  className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${help ? 'translate-x-5' : 'translate-x-0.5'}`}
                />
              </button>
            </label>
          </div>
          {help ? (
            <HelpList user={user} height={LIST_HEIGHT_PX} />
          ) : (
            <Tabs items={BACKLOG_TABS} value={filters.tab} onValueChange={(tab) => set({ tab })} label="Backlog status">
              <div className="mb-3 flex items-center gap-2">
                <SearchBox
                  label="Search the backlog"
                  placeholder="Search title or description"
                  value={filters.q}
                  onChange={(q) => set({ q })}
                  className="min-w-0 flex-1"
                />
                <div className="w-52">
                  <Select
                    aria-label="Context"
                    value={filters.context}
                    onValueChange={(context) => set({ context: context as BacklogContext })}
                    options={CONTEXT_OPTIONS}
                  />
                </div>
                <Button onClick={() => setEditing('new')}>CREATE</Button>
              </div>
              <BacklogRows list={list} onOpen={(id) => setEditing({ id })} />
            </Tabs>
          )}
        </DialogContent>
      </Dialog>
      <BacklogItemDialog
        key={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        editing={editing}
        onClose={() => setEditing(null)}
        user={user}
        routeName={routeName}
      />
    </>
  );
}

function BacklogRows({ list, onOpen }: { list: BacklogList; onOpen: (id: number) => void }) {
  const { rows, total, loading } = list;
  return (
    <ScrollBox label="Backlog items" className="shrink-0 rounded-md border border-slate-200" style={{ height: LIST_HEIGHT_PX }}>
      {loading && !rows.length ? (
        <div className="flex h-full items-center justify-center text-slate-500">
          <Spinner className="size-5" />
          <span className="sr-only">Loading</span>
        </div>
      ) : !rows.length ? (
        <EmptyState title="Nothing here" description="No item matches. CREATE files an issue or an idea about this screen." />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((r) => (
            <li key={r.id}>
              <BacklogRowButton row={r} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      {total > rows.length && (
        <p className="px-3 py-2 text-center text-xs text-slate-500">
          Showing the newest {rows.length} of {total}: search or filter to find older items.
        </p>
      )}
    </ScrollBox>
  );
}

function BacklogRowButton({ row: r, onOpen }: { row: BacklogRow; onOpen: (id: number) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(r.id)}
      className="flex w-full items-start gap-3 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
    >
      <Badge tone={r.category === 'ISSUE' ? 'red' : 'green'} className="mt-0.5 w-14 justify-center">
        {r.category}
      </Badge>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-slate-900">{r.title}</span>
        <span className="block truncate text-xs text-slate-600">
          {contextLabel(r.path)} · {r.user_name} · {fmtInstant(r.created)}
          {r.comments_count > 0 && ` · ${r.comments_count} comment${r.comments_count === 1 ? '' : 's'}`}
        </span>
      </span>
      <Badge tone={PRIORITY_TONE[r.priority] ?? 'gray'} className="mt-0.5">
        {PRIORITY_TEXT[r.priority] ?? r.priority}
      </Badge>
    </button>
  );
}
