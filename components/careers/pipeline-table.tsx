'use client';
// The table of one posting's applications with a checkbox per row and a bar that moves the selected ones
// at once (all or nothing): the status, the reason when declining, a note. Rows the server refused are
// marked and named.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { createColumnHelper } from '@/components/data-table/data-table';
import { useRowsTable } from '@/components/data-table/rows-table';
import { TableView } from '@/components/data-table/table-view';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/client/api';
import { fmtInstant } from '@/lib/format/dates';
import { APPLICATION_STATUSES, type ApplicationStatus, type DeclineReason } from '@/lib/rules/recruitment';
import type { BulkStatusUpdate, PipelineApplication } from '@/lib/schemas/careers/pipeline';
import { label, REASON_OPTIONS, STATUS_TONE, usePipelineWrites } from './pipeline-actions';
import { candidateHref } from './pipeline-board';

interface Refusal {
  ids: number[];
  message: string;
  /** A move not allowed (409), rather than an application gone or out of reach (404). */
  conflict: boolean;
  to: string;
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: String(s), label: label(s) }));
const helper = createColumnHelper<PipelineApplication>();
const CHECKBOX = 'size-4 accent-brand-700';

function pipelineColumns(refused: ReadonlySet<number>, onErase: (app: PipelineApplication) => void) {
  return [
    helper.accessor('candidate_name', {
      header: 'Candidate',
      cell: ({ row }) => {
        const a = row.original;
        return (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className={CHECKBOX}
              checked={row.getIsSelected()}
              onChange={row.getToggleSelectedHandler()}
              aria-label={`Select ${a.candidate_name}`}
            />
            {a.erased ? (
              <span className="text-slate-500">{a.candidate_name}</span>
            ) : (
              <Link href={candidateHref(a.candidate_id)} className="font-medium text-brand-800 hover:underline">
                {a.candidate_name}
              </Link>
            )}
            {refused.has(a.id) && <Badge tone="red">refused</Badge>}
          </label>
        );
      },
    }),
    helper.accessor('email', {
      header: 'Email',
      cell: (c) => c.getValue() ?? '–',
      meta: { className: 'max-w-64 truncate text-slate-700' },
    }),
    helper.accessor('status', { header: 'Status', cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{label(c.getValue())}</Badge> }),
    helper.accessor('decline_reason', {
      header: 'Decline reason',
      cell: (c) => c.getValue() ?? '–',
      meta: { className: 'text-slate-700' },
    }),
    helper.accessor('updated_at', {
      header: 'Updated',
      cell: (c) => fmtInstant(c.getValue()),
      meta: { className: 'whitespace-nowrap text-slate-700' },
    }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      meta: { align: 'right' },
      cell: ({ row: { original: a } }) =>
        !a.erased && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            onClick={() => onErase(a)}
            aria-label={`Erase personal data of ${a.candidate_name}`}
          >
            Erase
          </Button>
        ),
    }),
  ];
}

export function PipelineTable({ apps, onErase }: { apps: PipelineApplication[]; onErase: (app: PipelineApplication) => void }) {
  const [failed, setFailed] = useState<Refusal | null>(null);
  const refusedIds = useMemo(() => new Set(failed?.ids), [failed]);
  const columns = useMemo(() => pipelineColumns(refusedIds, onErase), [refusedIds, onErase]);
  const table = useRowsTable(apps, columns, { enableRowSelection: true });
  const selected = table.getSelectedRowModel().rows.map((r) => r.original.id);
  const refused = apps.filter((a) => refusedIds.has(a.id));
  const all = table.getIsAllRowsSelected();

  if (!apps.length) return <EmptyState title="No applications" description="Nothing matches the search." />;
  return (
    <div className="space-y-3">
      <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className={CHECKBOX} checked={all} onChange={() => table.toggleAllRowsSelected(!all)} />
        Select all {apps.length}
      </label>
      {selected.length > 0 && (
        <BulkBar
          ids={selected}
          onDone={() => {
            table.resetRowSelection(true);
            setFailed(null);
          }}
          onFailed={setFailed}
        />
      )}
      {failed && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          Nothing was changed.{' '}
          {failed.conflict && refused.length
            ? `These cannot move to ${failed.to}: ${refused.map((a) => `${a.candidate_name} (${label(a.status)})`).join(', ')}.`
            : failed.message}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <TableView
          table={table}
          rowAttributes={(a) => ({ 'data-application': a.id })}
          rowClassName={(a, isSelected) => (refusedIds.has(a.id) ? 'bg-red-50' : isSelected ? 'bg-brand-50' : '')}
        />
      </div>
    </div>
  );
}

function BulkBar({ ids, onDone, onFailed }: { ids: number[]; onDone: () => void; onFailed: (f: Refusal) => void }) {
  const { bulk } = usePipelineWrites();
  const { toast } = useToast();
  const [status, setStatus] = useState<string>('');
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const declining = status === '99';
  const ready = status !== '' && (!declining || reason !== '');

  async function apply() {
    const body: BulkStatusUpdate = {
      ids,
      status: Number(status) as ApplicationStatus,
      note: note.trim() || null,
      ...(declining ? { reason: reason as DeclineReason } : {}),
    };
    try {
      await bulk.mutateAsync({ body });
      setNote('');
      onDone();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      toast(`Nothing was changed: ${err.status === 409 ? 'some applications cannot make this move' : err.message}`, { type: 'error' });
      onFailed({ ids: err.ids, message: err.message, conflict: err.status === 409, to: label(Number(status) as ApplicationStatus) });
    }
  }

  return (
    <section
      aria-label="Bulk status change"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
    >
      <p className="mr-2 self-center text-sm font-medium text-slate-800">{ids.length} selected</p>
      <div className="w-40">
        <Select aria-label="New status" value={status} onValueChange={setStatus} options={STATUS_OPTIONS} placeholder="Move to…" />
      </div>
      {declining && (
        <div className="w-72">
          <Select aria-label="Decline reason" value={reason} onValueChange={setReason} options={REASON_OPTIONS} placeholder="Reason…" />
        </div>
      )}
      <div className="w-64">
        <Input aria-label="Note" placeholder="Note (optional)" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      </div>
      <Button disabled={!ready} loading={bulk.isPending} onClick={() => void apply()}>
        Apply to {ids.length}
      </Button>
    </section>
  );
}
