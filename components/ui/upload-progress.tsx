// One file's upload progress (0 to 1): blue while it goes, green once the upload has its id.
import { cn } from './cn';

export function UploadProgress({ name, progress, done }: { name: string; progress: number; done: boolean }) {
  return (
    <div
      className="mt-1 h-1.5 overflow-hidden rounded bg-slate-100"
      role="progressbar"
      aria-label={`Upload of ${name}`}
      aria-valuenow={Math.round(progress * 100)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div className={cn('h-full', done ? 'bg-emerald-500' : 'bg-brand-500')} style={{ width: `${progress * 100}%` }} />
    </div>
  );
}
