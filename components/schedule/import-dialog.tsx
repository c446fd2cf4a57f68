'use client';
// CSV import of route schedules: choose a file (the sample shows the columns), a dry run shows what each
// line would do (create / update / unchanged / error) with nothing written, then 'Import' writes all lines
// or none. Lines are numbered as in the file (the header is line 1).
import { useRef, useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { TableHead } from '@/components/ui/table-head';
import { ApiError, type RowProblem, uploadFile } from '@/lib/client/api';
import { useInvalidate } from '@/lib/client/query';
import { FLIGHT_CHANGES } from '@/lib/realtime/changed-paths';
import { IMPORT_COLUMNS, type ImportAction } from '@/lib/schemas/flight/schedule';
import type { ImportDryRun } from './types';

const IMPORT_PATH = '/api/upload/import-flight';
export const SAMPLE_PATH = '/samples/route-schedule.csv';

const ACTION: Record<ImportAction, { label: string; tone: BadgeTone }> = {
  create: { label: 'Create', tone: 'green' },
  update: { label: 'Update', tone: 'blue' },
  unchanged: { label: 'Unchanged', tone: 'gray' },
  error: { label: 'Error', tone: 'red' },
};

export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { toast } = useToast();
  const invalidate = useInvalidate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [dry, setDry] = useState<ImportDryRun | null>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [error, setError] = useState<string | null>(null);

  function reset() {
    setFile(null);
    setDry(null);
    setProblems([]);
    setError(null);
    setProgress(null);
    if (input.current) input.current.value = '';
  }

  async function check(f: File) {
    setBusy('check');
    setDry(null);
    setProblems([]);
    setError(null);
    setProgress(0);
    try {
      setDry(await uploadFile<ImportDryRun>(f, { path: IMPORT_PATH, fields: { dry_run: '1' }, onProgress: setProgress }));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be checked');
      if (e instanceof ApiError) setProblems(e.rows);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  async function run() {
    if (!file) return;
    setBusy('import');
    setError(null);
    setProgress(0);
    try {
      const r = await uploadFile<{ created: number; updated: number; unchanged: number }>(file, {
        path: IMPORT_PATH,
        onProgress: setProgress,
      });
      toast(`Imported: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`, { type: 'success', timeout: 5000 });
      // An upload, not a JSON write: what it changed is reloaded here.
      void invalidate(FLIGHT_CHANGES);
      reset();
      onOpenChange(false);
    } catch (e) {
      const message = e instanceof Error ? e.message : 'The import failed';
      setError(`Nothing was imported. ${message}`);
      if (e instanceof ApiError) setProblems(e.rows);
      toast(`Nothing imported: ${message}`, { type: 'error', timeout: 6000 });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  }

  const canImport = !!dry && dry.errors === 0 && dry.created + dry.updated > 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent
        title="Import flights from CSV"
        description="Lines are matched on flight number and date: new ones are created, changed ones updated. All lines are written, or none."
        maxWidth={720}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={!!busy}>
                Close
              </Button>
            </DialogClose>
            <Button onClick={() => void run()} disabled={!canImport} loading={busy === 'import'}>
              Import
            </Button>
          </>
        }
      >
        <div className="space-y-3 text-sm">
          <p className="text-slate-600">
            Columns, separated by <code>;</code> or <code>,</code>:{' '}
            <code className="my-1 block rounded bg-slate-50 px-2 py-1 text-xs break-all">{IMPORT_COLUMNS.join(';')}</code> Times are HH:MM
            local at the airport; aircraft by registration, crew by crew code, base by short name.{' '}
            <a href={SAMPLE_PATH} download className="font-medium text-brand-700 hover:underline">
              Download the sample file
            </a>
          </p>
          <div className="flex items-center gap-3">
            <label className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50">
              Choose file…
              <input
                ref={input}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                className="sr-only"
                onChange={(e) => {
                  const f = e.target.files?.[0] ?? null;
                  setFile(f);
                  if (f) void check(f);
                }}
              />
            </label>
            <span className="truncate text-slate-600" data-testid="import-file">
              {file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : 'No file chosen'}
            </span>
            {file && !busy && (
              <Button variant="ghost" size="sm" onClick={() => void check(file)}>
                Check again
              </Button>
            )}
          </div>
          {progress !== null && (
            <div className="flex items-center gap-2 text-xs text-slate-600">
              <div
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
                role="progressbar"
                aria-valuenow={Math.round(progress * 100)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label="Upload"
              >
                <div className="h-full bg-brand-600 transition-all" style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
              {busy === 'check' ? 'Checking…' : 'Importing…'}
            </div>
          )}
          {error && (
            <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              <p>{error}</p>
              {problems.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {problems.map((p, i) => (
                    <li key={i}>{p.line ? `Line ${p.line}: ${p.message}` : p.message}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {dry && (
            <div className="space-y-2" data-testid="dry-run">
              <p className="text-slate-700">
                Dry run, nothing written yet: <strong>{dry.created}</strong> to create, <strong>{dry.updated}</strong> to update,{' '}
                <strong>{dry.unchanged}</strong> unchanged,{' '}
                <strong className={dry.errors ? 'text-red-700' : undefined}>{dry.errors}</strong> with errors.
                {dry.errors > 0 && ' Fix the lines with errors and choose the file again; nothing is imported while one line is wrong.'}
                {dry.errors === 0 && dry.created + dry.updated === 0 && ' Nothing would change.'}
              </p>
              <div className="max-h-72 overflow-y-auto rounded-md border border-slate-200">
                <table className="w-full text-left text-sm">
                  <TableHead
                    cell="px-3 py-1.5"
                    heads={['Line', 'Flight', 'Date', 'Action', 'Message']}
                    className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500"
                  />
                  <tbody className="divide-y divide-slate-100">
                    {dry.rows.map((r) => (
                      <tr key={r.line} data-line={r.line} className={r.action === 'error' ? 'bg-red-50/60' : undefined}>
                        <td className="px-3 py-1.5 tabular-nums">{r.line}</td>
                        <td className="px-3 py-1.5 font-mono">{r.flight_number}</td>
                        <td className="px-3 py-1.5 whitespace-nowrap">{r.flight_date}</td>
                        <td className="px-3 py-1.5">
                          <Badge tone={ACTION[r.action]?.tone ?? 'gray'}>{ACTION[r.action]?.label ?? r.action}</Badge>
                        </td>
                        <td className="px-3 py-1.5 text-xs text-red-800">{r.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
