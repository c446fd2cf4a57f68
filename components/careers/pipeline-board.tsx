'use client';
// The board of one posting: a column per status with its count, a card per application with a button for
// each move allowed from its status; a card may also be dragged onto a column it may move to (the others
// refuse the drop).
import Link from 'next/link';
import { type DragEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fmtInstant } from '@/lib/format/dates';
import { APPLICATION_MOVES, APPLICATION_STATUSES, type ApplicationStatus, canMove } from '@/lib/rules/recruitment';
import type { PipelineApplication, PipelinePosting } from '@/lib/schemas/careers/pipeline';
import { label, MOVE_LABEL, STATUS_TONE } from './pipeline-actions';

export const candidateHref = (id: number) => `/website/careers/candidates/${id}`;

export interface BoardActions {
  onMove: (app: PipelineApplication, to: ApplicationStatus) => void;
  onErase: (app: PipelineApplication) => void;
  busyId: number | null;
}

export function PipelineBoard({ pipeline, actions }: { pipeline: PipelinePosting; actions: BoardActions }) {
  const [dragged, setDragged] = useState<PipelineApplication | null>(null);
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const apps = pipeline.applications.data;

  const accepts = (to: ApplicationStatus) => !!dragged && canMove(dragged.status, to);
  function onDrop(e: DragEvent, to: ApplicationStatus) {
    e.preventDefault();
    setOver(null);
    if (dragged && canMove(dragged.status, to)) actions.onMove(dragged, to);
    setDragged(null);
  }

  return (
    <div className="grid grid-cols-5 gap-3">
      {APPLICATION_STATUSES.map((status) => {
        const cards = apps.filter((a) => a.status === status);
        const count = pipeline.counts.find((c) => c.status === status)?.count ?? 0;
        const headingId = `column-${status}`;
        return (
          <section
            key={status}
            aria-labelledby={headingId}
            data-status={status}
            onDragOver={(e) => {
              if (!accepts(status)) return;
              e.preventDefault();
              setOver(status);
            }}
            onDragLeave={() => setOver((o) => (o === status ? null : o))}
            onDrop={(e) => onDrop(e, status)}
            className={cn(
              'flex min-h-64 min-w-0 flex-col rounded-lg border bg-slate-50 transition-colors',
              dragged && !accepts(status) && dragged.status !== status && 'opacity-60',
              over === status ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
            )}
          >
            <h2
              id={headingId}
              className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-800"
            >
              <span>{label(status)}</span>
              <Badge tone={STATUS_TONE[status]} aria-label={`${count} applications`}>
                {count}
              </Badge>
            </h2>
            <ul className="flex flex-1 flex-col gap-2 p-2">
              {cards.length === 0 && <li className="px-1 py-4 text-center text-xs text-slate-500">No applications</li>}
              {cards.map((app) => (
                <Card
                  key={app.id}
                  app={app}
                  actions={actions}
                  onDragStart={() => setDragged(app)}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function Card({
  app,
  actions,
  onDragStart,
  onDragEnd,
}: {
  app: PipelineApplication;
  actions: BoardActions;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const moves = APPLICATION_MOVES[app.status];
  const busy = actions.busyId === app.id;
  return (
    <li
      draggable={moves.length > 0 && !busy}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', String(app.id));
        e.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      data-application={app.id}
      className={cn(
        'rounded-md border border-slate-200 bg-white p-2.5 shadow-xs',
        moves.length > 0 && 'cursor-grab active:cursor-grabbing',
        busy && 'opacity-60',
      )}
    >
      {app.erased ? (
        <p className="truncate text-sm font-medium text-slate-500">{app.candidate_name}</p>
      ) : (
        <Link href={candidateHref(app.candidate_id)} className="block truncate text-sm font-medium text-brand-800 hover:underline">
          {app.candidate_name}
        </Link>
      )}
      <p className="truncate text-xs text-slate-600" title={app.email ?? undefined}>
        {app.email ?? (app.erased ? 'Personal data erased' : '–')}
      </p>
      {app.decline_reason && <p className="mt-1 text-xs text-red-700">{app.decline_reason}</p>}
      <p className="mt-1 text-xs text-slate-500">Updated {fmtInstant(app.updated_at)}</p>
      {(moves.length > 0 || !app.erased) && (
        <div className="mt-2 flex flex-wrap gap-1">
          {moves.map((to) => (
            <Button
              key={to}
              size="sm"
              variant="secondary"
              className="px-2"
              disabled={busy}
              aria-label={`${MOVE_LABEL[to]} ${app.candidate_name}`}
              onClick={() => actions.onMove(app, to)}
            >
              {MOVE_LABEL[to]}
            </Button>
          ))}
          {!app.erased && (
            <Button
              size="sm"
              variant="ghost"
              className="px-2"
              disabled={busy}
              aria-label={`Erase personal data of ${app.candidate_name}`}
              onClick={() => actions.onErase(app)}
            >
              Erase
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
