'use client';
// The booking manifest of one flight (spec 2, 4, 8): header with the route and local times, the title
// 'MANIFEST #SI{id}', '+ Add Manifest' / 'Close Manifest' toggling the form, the Passengers and Cargo
// tables, totals against the aircraft's payload, print and CSV. The list is read afresh on each opening.
import { useId, useState } from 'react';
import { AlsoOpen } from '@/components/realtime/also-open';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ASK_AGAIN, useApiGet, useApiWrite } from '@/lib/client/query';
import { MANIFEST_CHANGES } from '@/lib/realtime/changed-paths';
import { flightPresenceChannel } from '@/lib/realtime/channels';
import { MANIFEST_PAGE_SIZE, manifestName, manifestReference, manifestTitle } from '@/lib/rules/manifest';
import type { ManifestRow } from '@/lib/schemas/flight/manifest';
import { downloadManifestCsv } from './manifest-csv';
import { ManifestEntryForm } from './manifest-entry-form';
import { EntryTable } from './manifest-entry-table';
import { ManifestPrintDialog } from './manifest-print';
import { ScheduleHeader, Totals } from './manifest-summary';

export function ManifestDialog({
  scheduleId,
  open,
  onOpenChange,
}: {
  scheduleId: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { toast } = useToast();
  const formId = `${useId()}-form`;
  const query = useApiGet('/api/flight/manifest/schedule/{scheduleId}', {
    params: open && scheduleId != null ? { path: { scheduleId }, query: { page: 1, limit: MANIFEST_PAGE_SIZE } } : null,
    ...ASK_AGAIN,
  });
  const remove = useApiWrite('delete', '/api/flight/manifest/{id}', { invalidates: MANIFEST_CHANGES });
  useLiveChanges('manifest');
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<ManifestRow | null>(null);
  const [toDelete, setToDelete] = useState<ManifestRow | null>(null);
  const [printing, setPrinting] = useState(false);
  const list = query.data;
  const s = list?.schedule;
  // Each opening starts with the form closed.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setFormOpen(false);
    setEditing(null);
  }

  function toggleForm() {
    setEditing(null);
    setFormOpen(!formOpen);
  }

  function edit(row: ManifestRow) {
    setEditing(row);
    setFormOpen(true);
  }

  async function removeEntry() {
    if (!toDelete) return;
    try {
      const res = await remove.mutateAsync({ params: { path: { id: toDelete.id } } });
      if (!res?.affected) toast('Something went wrong', { type: 'error' });
      else toast('Manifest Deleted', { type: 'success' });
      if (editing?.id === toDelete.id) {
        setEditing(null);
        setFormOpen(false);
      }
    } catch {
      toast('Something went wrong', { type: 'error' });
      // The entry may have gone meanwhile: the list is read again either way.
      void query.refetch();
    }
    setToDelete(null);
  }

  async function downloadCsv() {
    if (!list) return;
    try {
      await downloadManifestCsv(list);
      toast(`Downloaded ${list.data.length} manifest entries`, { type: 'success' });
    } catch {
      toast('The download failed', { type: 'error' });
    }
  }

  const tables = [
    { title: 'Passengers', kind: 'passenger' as const },
    { title: 'Cargo', kind: 'cargo' as const },
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={scheduleId != null ? manifestTitle(scheduleId) : 'MANIFEST'}
        description={s ? <ScheduleHeader s={s} /> : undefined}
        maxWidth={750}
        data-testid="manifest-dialog"
        footer={
          <>
            {list && (
              <>
                <Button variant="secondary" className="mr-auto" onClick={() => setPrinting(true)}>
                  Print
                </Button>
                <Button variant="secondary" onClick={() => void downloadCsv()}>
                  Download CSV
                </Button>
              </>
            )}
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
          </>
        }
      >
        {query.isError && !query.isFetching ? (
          <div
            role="alert"
            className="flex items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
          >
            {query.error.message || 'Could not load the manifest'}
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </div>
        ) : !list ? (
          <div className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500">
            <Spinner /> Loading manifest…
          </div>
        ) : (
          <div className="space-y-4">
            <AlsoOpen channel={open && scheduleId != null ? flightPresenceChannel(scheduleId) : null} />
            <div className="flex items-center gap-2">
              <Button variant={formOpen ? 'secondary' : 'primary'} onClick={toggleForm} aria-expanded={formOpen} aria-controls={formId}>
                {formOpen ? 'Close Manifest' : '+ Add Manifest'}
              </Button>
              {query.isFetching && <Spinner className="text-slate-500" />}
              <span className="ml-auto text-xs text-slate-500">
                {list.total} {list.total === 1 ? 'entry' : 'entries'}
              </span>
            </div>

            {formOpen && (
              <ManifestEntryForm
                key={editing?.id ?? 'new'}
                id={formId}
                schedule={list.schedule}
                editing={editing}
                onUpdated={() => {
                  setEditing(null);
                  setFormOpen(false);
                }}
                onCancelEdit={() => setEditing(null)}
              />
            )}

            {tables.map((t) => (
              <EntryTable
                key={t.kind}
                title={t.title}
                kind={t.kind}
                rows={list.data.filter((r) => r.type === t.kind)}
                schedule={list.schedule}
                editingId={editing?.id ?? null}
                onEdit={edit}
                onDelete={setToDelete}
              />
            ))}
            <Totals list={list} />
          </div>
        )}
      </DialogContent>

      <ConfirmDialog
        open={toDelete != null}
        onOpenChange={(o) => !o && setToDelete(null)}
        title="Delete Manifest ?"
        description={
          toDelete && s
            ? `${manifestReference(s.id, toDelete.id, s.flight_date)} ${
                toDelete.type === 'passenger' ? manifestName(toDelete) : (toDelete.description ?? 'cargo')
              } will be removed from this flight.`
            : undefined
        }
        confirmLabel="Delete"
        destructive
        onConfirm={removeEntry}
      />
      {list && <ManifestPrintDialog list={list} open={printing} onOpenChange={setPrinting} />}
    </Dialog>
  );
}
