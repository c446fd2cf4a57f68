'use client';
// Routes & Schedules (/flight/route-schedule): the flights as a table (readiness light, type colours,
// filters, row selection for the manifest) or as a month calendar, the flight dialog with the crew's
// flight-time headroom, delete, bulk create, bulk delete by date, CSV import with a dry run, CSV export.
// The view and the calendar's month live in the URL beside the list state ('ui.view', 'ui.month': the
// dot keeps them out of the list's own parameters).
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLayoutEffect, useState } from 'react';
import type { DeleteTarget } from '@/components/crud/delete-dialog';
import { ListArrivalParams, useListState } from '@/components/data-table/use-list-state';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { PanelLoading } from '@/components/ui/spinner';
import { useInvalidate } from '@/lib/client/query';
import { FLIGHT_CHANGES } from '@/lib/realtime/changed-paths';
import type { ListResult } from '@/lib/schemas/list';
import { isMonth, localToday } from './dates';
import { ScheduleFilters } from './filters';
import type { ScheduleTarget } from './schedule-form';
import { ScheduleTable } from './schedule-table';
import { SCHEDULE_ENDPOINT, SCHEDULE_LIST, type ScheduleRefs, type ScheduleRow } from './types';

// The calendar view and the dialogs load when first shown, not with the list (issue 18).
const ScheduleCalendar = dynamic(() => import('./schedule-calendar').then((m) => m.ScheduleCalendar), {
  ssr: false,
  loading: () => <PanelLoading>Loading the calendar…</PanelLoading>,
});
const ScheduleFormDialog = whenOpened(
  dynamic(() => import('./schedule-form').then((m) => m.ScheduleFormDialog), { ssr: false }),
  (p) => p.target !== null,
);
const DeleteDialog = whenOpened(
  dynamic(() => import('@/components/crud/delete-dialog').then((m) => m.DeleteDialog), { ssr: false }),
  (p) => p.target !== null,
);
const BulkCreateDialog = whenOpened(
  dynamic(() => import('./bulk-create-dialog').then((m) => m.BulkCreateDialog), { ssr: false }),
  (p) => p.open,
);
const BulkDeleteDialog = whenOpened(
  dynamic(() => import('./bulk-delete-dialog').then((m) => m.BulkDeleteDialog), { ssr: false }),
  (p) => p.open,
);
const ManifestDialog = whenOpened(
  dynamic(() => import('@/components/manifest/manifest-dialog').then((m) => m.ManifestDialog), { ssr: false }),
  (p) => p.open,
);
const ImportDialog = whenOpened(
  dynamic(() => import('./import-dialog').then((m) => m.ImportDialog), { ssr: false }),
  (p) => p.open,
);

const VIEW = 'ui.view';
const MONTH = 'ui.month';

export function RouteScheduleManager({
  refs,
  today,
  initial,
}: {
  refs: ScheduleRefs;
  /** Today (+7) as the server saw it when it rendered `initial`. */
  today: string;
  /** The flights from today on, rendered by the server when the screen was opened without parameters. */
  initial?: ListResult<ScheduleRow>;
}) {
  const { toast } = useToast();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const invalidate = useInvalidate();
  // The flights' rows and readiness change with the schedule, the roster and the manifests.
  useLiveChanges('schedule');
  useLiveChanges('roster');
  useLiveChanges('manifest');
  const [editing, setEditing] = useState<ScheduleTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [selected, setSelected] = useState<ScheduleRow | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkDeleteOpen, setBulkDeleteOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [manifestId, setManifestId] = useState<number | null>(null);

  // Opened without parameters (from the menu): the flights from today on. Only on arrival, so that 'All
  // dates' afterwards shows every flight. The server rendered that page already: the table is drawn with
  // the filter in the first render (ListArrivalParams), and the URL takes it in place (history, not a
  // navigation), after which the URL speaks alone.
  const [arrival, setArrival] = useState(() => (params.size === 0 ? new URLSearchParams({ from: today }) : null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useLayoutEffect(() => {
    if (arrival && params.size === 0) window.history.replaceState(null, '', `${pathname}?${arrival}`);
  }, []);
  if (arrival && params.size > 0) setArrival(null);
  const { state } = useListState(SCHEDULE_LIST, '', arrival);

  const view = params.get(VIEW) === 'calendar' ? 'calendar' : 'table';
  const filterDay = state.filters.from ?? state.filters.date;
  const month = isMonth(params.get(MONTH)) ? (params.get(MONTH) as string) : (filterDay ?? localToday()).slice(0, 7);

  function setUi(patch: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const { exportSchedules } = await import('./export');
      const n = await exportSchedules(state, refs);
      toast(`Exported ${n} flights`, { type: 'success' });
    } catch (e) {
      toast(e instanceof Error ? e.message : 'Export failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  }

  const toggle = (
    <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">View</legend>
      {(['table', 'calendar'] as const).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          onClick={() => setUi({ [VIEW]: v === 'calendar' ? 'calendar' : undefined, [MONTH]: v === 'calendar' ? month : undefined })}
          className={cn(
            'rounded px-3 py-1 text-sm font-medium',
            view === v ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {v === 'table' ? 'Table' : 'Calendar'}
        </button>
      ))}
    </fieldset>
  );

  return (
    <ListArrivalParams value={arrival}>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          {toggle}
          {view === 'table' && (
            <p className="text-xs text-slate-500" data-testid="selected-flight">
              {selected ? (
                <>
                  Selected: <span className="font-mono font-semibold text-slate-800">{selected.flight_number}</span> {selected.flight_date}
                  <button type="button" className="ml-1.5 text-brand-700 hover:underline" onClick={() => setSelected(null)}>
                    clear
                  </button>
                </>
              ) : (
                'Click a row to select a flight.'
              )}
            </p>
          )}
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {view === 'table' && (
              <Button
                variant="secondary"
                size="sm"
                disabled={!selected}
                title={selected ? undefined : 'Select a flight first'}
                onClick={() => selected && setManifestId(selected.id)}
              >
                Manifest{selected ? ` ${selected.flight_number}` : ''}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={() => setImportOpen(true)}>
              Import CSV
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setBulkOpen(true)}>
              Bulk create
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setBulkDeleteOpen(true)}>
              Delete by date
            </Button>
            <Button onClick={() => setEditing({})}>+ Add Flight</Button>
          </div>
        </div>

        {view === 'table' ? (
          <ScheduleTable
            initial={initial}
            handlers={{
              select: (row) => setSelected((s) => (s?.id === row.id ? null : row)),
              edit: (row) => setEditing({ row }),
              manifest: (row) => {
                setSelected(row);
                setManifestId(row.id);
              },
              remove: (row) => setDeleting({ id: row.id, label: `flight ${row.flight_number} of ${row.flight_date}` }),
            }}
            selectedId={selected?.id ?? null}
            filters={<ScheduleFilters refs={refs} />}
            actions={
              <Button variant="secondary" size="sm" onClick={() => void exportCsv()} loading={exporting}>
                Export CSV
              </Button>
            }
          />
        ) : (
          <ScheduleCalendar
            month={month}
            onMonthChange={(m) => setUi({ [MONTH]: m })}
            state={state}
            filters={<ScheduleFilters refs={refs} dates={false} />}
            onOpen={(row) => setEditing({ row })}
            onAdd={(day) => setEditing({ date: day })}
          />
        )}

        <ScheduleFormDialog target={editing} onClose={() => setEditing(null)} refs={refs} />
        <DeleteDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          endpoint={SCHEDULE_ENDPOINT}
          description="Its manifest goes with it. A flight with logbook entries or AFL pages cannot be deleted; cancel it instead (status Canceled)."
          successMessage="Flight deleted"
          onDeleted={(id) => {
            if (selected?.id === id) setSelected(null);
            void invalidate(FLIGHT_CHANGES);
          }}
        />
        <BulkCreateDialog open={bulkOpen} onOpenChange={setBulkOpen} refs={refs} />
        <BulkDeleteDialog open={bulkDeleteOpen} onOpenChange={setBulkDeleteOpen} refs={refs} />
        <ManifestDialog scheduleId={manifestId} open={manifestId !== null} onOpenChange={(o) => !o && setManifestId(null)} />
        <ImportDialog open={importOpen} onOpenChange={setImportOpen} />
      </div>
    </ListArrivalParams>
  );
}
