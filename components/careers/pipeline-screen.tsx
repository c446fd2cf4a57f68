'use client';
// Applications of one posting (/website/careers/{postingId}): the board by status or the table with the
// bulk move, a search over the candidates' names and emails, and the erasure of a candidate's data.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Badge } from '@/components/ui/badge';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/client/api';
import { useApiGet } from '@/lib/client/query';
import { fmtDay } from '@/lib/format/dates';
import { type ApplicationStatus, type DeclineReason, HIRING_TRACK_LABEL } from '@/lib/rules/recruitment';
import { PIPELINE_LIMIT_MAX, type PipelineAnswer, type PipelineApplication } from '@/lib/schemas/careers/pipeline';
import { PIPELINE_ENDPOINT, usePipelineWrites } from './pipeline-actions';
import { PipelineBoard } from './pipeline-board';
import { DeclineDialog, type DeclineTarget, EraseDialog, type EraseTarget } from './pipeline-dialogs';
import { PipelineTable } from './pipeline-table';

const VIEWS = [
  { value: 'board', label: 'Board' },
  { value: 'table', label: 'Table' },
];

export function PipelineScreen({ postingId, initial }: { postingId: number; initial: PipelineAnswer }) {
  useLiveChanges('careers');
  const [view, setView] = useState('board');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(t);
  }, [search]);
  const query = useApiGet(PIPELINE_ENDPOINT, {
    params: { query: { posting_id: postingId, limit: PIPELINE_LIMIT_MAX, q: q || undefined } },
    initialData: q ? undefined : initial,
    keepPrevious: true,
  });
  const pipeline = query.data?.data[0];
  const { move, erase, failed } = usePipelineWrites();
  const [declining, setDeclining] = useState<DeclineTarget | null>(null);
  const [erasing, setErasing] = useState<EraseTarget | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function moveTo(app: PipelineApplication, to: ApplicationStatus, extra: { reason?: DeclineReason; note?: string | null } = {}) {
    setBusyId(app.id);
    try {
      await move.mutateAsync({ body: { id: app.id, status: to, from: app.status, ...extra } });
    } catch (err) {
      if (err instanceof ApiError) failed(err);
      throw err;
    } finally {
      setBusyId(null);
    }
  }
  function onMove(app: PipelineApplication, to: ApplicationStatus) {
    if (to === 99) setDeclining({ who: app.candidate_name, onDecline: (reason, note) => moveTo(app, 99, { reason, note }) });
    else void moveTo(app, to).catch(() => {});
  }
  const onErase = (app: PipelineApplication) => setErasing({ candidateId: app.candidate_id, name: app.candidate_name });

  if (!pipeline) return <p className="text-sm text-slate-600">This posting is not available.</p>;
  const { posting } = pipeline;
  const apps = pipeline.applications.data;
  const total = pipeline.counts.reduce((sum, c) => sum + c.count, 0);

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link href="/website/careers" className="text-sm text-brand-800 hover:underline">
            ← Careers
          </Link>
          <h1 className="mt-1 text-xl font-semibold text-slate-900">{posting.title}</h1>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone={posting.track === 'expat' ? 'amber' : 'blue'}>{HIRING_TRACK_LABEL[posting.track]}</Badge>
            <span>{posting.department}</span>
            <span aria-hidden="true">·</span>
            <span>Closes {fmtDay(posting.closes_on)}</span>
            <span aria-hidden="true">·</span>
            <span>
              {total} application{total === 1 ? '' : 's'}
            </span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          {query.isFetching && <Spinner aria-label="Loading" />}
          <SearchBox className="w-72" label="Search candidates" placeholder="Search name or email" value={search} onChange={setSearch} />
        </div>
      </header>
      <Tabs items={VIEWS} value={view} onValueChange={setView} label="View">
        <div>
          {view === 'board' ? (
            <PipelineBoard pipeline={pipeline} actions={{ onMove, onErase, busyId }} />
          ) : (
            <PipelineTable apps={apps} onErase={onErase} />
          )}
          {pipeline.applications.total > apps.length && (
            <p className="mt-2 text-xs text-slate-500">
              Showing the {apps.length} most recently changed of {pipeline.applications.total}; search to find the others.
            </p>
          )}
        </div>
      </Tabs>
      <DeclineDialog target={declining} onClose={() => setDeclining(null)} />
      <EraseDialog
        target={erasing}
        onClose={() => setErasing(null)}
        onErase={(candidateId) =>
          erase.mutateAsync({ body: { candidate_id: candidateId } }).catch((err) => {
            if (err instanceof ApiError) failed(err);
            throw err;
          })
        }
      />
    </div>
  );
}
