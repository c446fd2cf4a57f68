'use client';
// A candidate's applications (on the caller's tracks), each with its history: who moved it, when (office
// time, WIB), from which status to which, with the reason and note.
import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { fmtInstant } from '@/lib/format/dates';
import { APPLICATION_STATUS_LABEL, type ApplicationStatus, HIRING_TRACK_LABEL, isApplicationStatus } from '@/lib/rules/recruitment';
import type { CandidateDetail, HistoryRow } from '@/lib/schemas/careers/candidate';

const TONE: Record<ApplicationStatus, BadgeTone> = { 0: 'gray', 1: 'blue', 2: 'amber', 99: 'red', 100: 'gray' };

const label = (s: number | null) => (s !== null && isApplicationStatus(s) ? APPLICATION_STATUS_LABEL[s] : '–');

function describe(h: HistoryRow): string {
  if (h.action === 'created') return 'Applied (Pending)';
  if (h.action === 'erased') return 'Personal data erased on request';
  return `${label(h.from_status)} → ${label(h.to_status)}`;
}

export function CandidateApplications({ applications }: { applications: CandidateDetail['applications'] }) {
  if (!applications.length) return <p className="text-sm text-slate-500">No applications on your hiring track yet.</p>;
  return (
    <ul className="space-y-4">
      {applications.map((a) => (
        <li key={a.id} className="rounded-md border border-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
            <div className="flex flex-wrap items-center gap-2">
              <Link href={`/website/careers/${a.posting_id}`} className="font-semibold text-brand-700 hover:underline">
                {a.posting_title}
              </Link>
              <Badge tone="gray">{HIRING_TRACK_LABEL[a.track as 'local'] ?? a.track}</Badge>
            </div>
            <div className="flex items-center gap-2 text-sm">
              <Badge tone={TONE[a.status]}>{a.status_text}</Badge>
              {a.decline_reason && <span className="text-slate-600">{a.decline_reason}</span>}
            </div>
          </div>
          <ol className="divide-y divide-slate-100 text-sm" aria-label={`History of the application to ${a.posting_title}`}>
            {a.history.map((h) => (
              <li key={h.id} className="grid grid-cols-[11rem_1fr] gap-3 px-3 py-1.5">
                <time dateTime={h.created_at} className="whitespace-nowrap text-slate-600">
                  {fmtInstant(h.created_at)}
                </time>
                <span>
                  <span className="font-medium text-slate-900">{describe(h)}</span>
                  {h.reason && <span className="text-slate-700"> · {h.reason}</span>}
                  {h.note && <span className="text-slate-600"> · {h.note}</span>}
                  {h.user_name && <span className="text-slate-500"> · by {h.user_name}</span>}
                </span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
