'use client';
// The table of one posting's applications with a checkbox per row and a bar that moves the selected ones
// at once (all or nothing): the status, the reason when declining, a note. Rows the server refused are
// marked and named.
import Link from 'next/link';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TableHead } from '@/components/ui/table-head';
import { ApiError } from '@/lib/client/api';
import { fmtInstant } from '@/lib/format/dates';
import { APPLICATION_STATUSES, type ApplicationStatus, type DeclineReason } from '@/lib/rules/recruitment';
import type { BulkStatusUpdate, PipelineApplication } from '@/lib/schemas/careers/pipeline';
import { label, REASON_OPTIONS, STATUS_TONE, usePipelineWrites } from './pipeline-actions';
import { candidateHref } from './pipeline-board';

const CELL = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
interface Refusal {
  ids: number[];
  message: string;
  /** A move not allowed (409), rather than an application gone or out of reach (404). */
  conflict: boolean;
  to: string;
}

const STATUS_OPTIONS = APPLICATION_STATUSES.map((s) => ({ value: String(s), label: label(s) }));

export function PipelineTable({ apps, onErase }: { apps: PipelineApplication[]; onErase: (app: PipelineApplication) => void }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [failed, setFailed] = useState<Refusal | null>(null);
  const refused = failed ? apps.filter((a) => failed.ids.includes(a.id)) : [];
  const all = apps.length > 0 && apps.every((a) => selected.has(a.id));

  function toggle(id: number) {
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  if (!apps.length) return <EmptyState title="No applications" description="Nothing matches the search." />;
  return (
    <div className="space-y-3">
      <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={all}
          onChange={() => setSelected(all ? new Set() : new Set(apps.map((a) => a.id)))}
        />
        Select all {apps.length}
      </label>
      {selected.size > 0 && (
        <BulkBar
          ids={apps.filter((a) => selected.has(a.id)).map((a) => a.id)}
          onDone={() => {
            setSelected(new Set());
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
        <table className="w-full text-sm">
          <TableHead heads={['Candidate', 'Email', 'Status', 'Decline reason', 'Updated']} cell={CELL} className="bg-slate-50">
            <th className={CELL}>
              <span className="sr-only">Actions</span>
            </th>
          </TableHead>
          <tbody className="divide-y divide-slate-100">
            {apps.map((a) => {
              const bad = failed?.ids.includes(a.id);
              return (
                <tr key={a.id} data-application={a.id} className={cn(bad ? 'bg-red-50' : selected.has(a.id) && 'bg-brand-50')}>
                  <td className="px-3 py-2">
                    <label className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={selected.has(a.id)}
                        onChange={() => toggle(a.id)}
                        aria-label={`Select ${a.candidate_name}`}
                      />
                      {a.erased ? (
                        <span className="text-slate-500">{a.candidate_name}</span>
                      ) : (
                        <Link href={candidateHref(a.candidate_id)} className="font-medium text-brand-800 hover:underline">
                          {a.candidate_name}
                        </Link>
                      )}
                      {bad && <Badge tone="red">refused</Badge>}
                    </label>
                  </td>
                  <td className="max-w-64 truncate px-3 py-2 text-slate-700">{a.email ?? '–'}</td>
                  <td className="px-3 py-2">
                    <Badge tone={STATUS_TONE[a.status]}>{label(a.status)}</Badge>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{a.decline_reason ?? '–'}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">{fmtInstant(a.updated_at)}</td>
                  <td className="px-3 py-2 text-right">
                    {!a.erased && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        onClick={() => onErase(a)}
                        aria-label={`Erase personal data of ${a.candidate_name}`}
                      >
                        Erase
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
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
      await bulk.mutateAsync(body);
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
