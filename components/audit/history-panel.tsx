'use client';
// Issue 43: one record's history from the audit trail (GET /api/audit): who, when (WIB) and what changed in
// plain words, newest first. Used in the flight dialog, the crew member's page, the roster day, the
// aircraft page, the user manager and the customer dialog.
import { useState } from 'react';
import { useApiGet } from '@/lib/client/query';
import { fmtInstant } from '@/lib/format/dates';
import { actorText, describeEntry } from '@/lib/rules/audit';

export function HistoryPanel({ table, record, title = 'History' }: { table: string; record: number | string; title?: string }) {
  // Asked afresh each time it is shown: the record may have been written since.
  const query = useApiGet('/api/audit', { params: { query: { table, record: String(record) } }, staleTime: 0 });
  const headingId = `history-${table}-${record}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="history-panel">
      <h3 id={headingId} className="text-sm font-semibold text-slate-800">
        {title}
      </h3>
      {query.isPending ? (
        <p className="text-sm text-slate-600">Loading the history…</p>
      ) : query.isError ? (
        <p className="text-sm text-red-700">The history could not be loaded: {query.error.message}</p>
      ) : query.data.data.length === 0 ? (
        <p className="text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol className="max-h-80 space-y-2 overflow-y-auto pr-1">
          {query.data.data.map((e) => (
            <li key={e.id} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{actorText(e)}</span>
                <time dateTime={e.at}>{fmtInstant(e.at)}</time>
              </div>
              <ul className="mt-1 list-none text-slate-800">
                {describeEntry(e).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The history folded away in a dialog: read only when opened. */
export function HistoryDisclosure({ table, record }: { table: string; record: number | string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-slate-800">History of changes</summary>
      {open && (
        <div className="mt-2">
          <HistoryPanel table={table} record={record} title="Changes, newest first" />
        </div>
      )}
    </details>
  );
}
