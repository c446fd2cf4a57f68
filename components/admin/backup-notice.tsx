// On root's and admin's landing page while the last daily backup failed (server/jobs/backup.ts).
import { fmtInstant } from '@/lib/format/dates';

export function BackupNotice({ failed }: { failed: { at: Date; error: string } | null }) {
  if (!failed) return null;
  return (
    <p role="alert" data-testid="backup-failed" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <strong className="font-semibold">The daily backup failed</strong> at {fmtInstant(failed.at.toISOString())}: {failed.error}. The data
      is not backed up until a backup succeeds; see the server log, or run <code>npm run db:backup</code>.
    </p>
  );
}
