'use client';
// 'Also open: Rina (OCC)': the other people on a presence channel, with their initials.
import { usePresence } from './use-presence';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

export function AlsoOpen({ channel }: { channel: string | null }) {
  const others = usePresence(channel);
  if (!others.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600" data-testid="also-open" aria-live="polite">
      <span>Also open:</span>
      {others.map((m) => (
        <span key={m.id} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 py-0.5 pr-2 pl-0.5">
          <span
            aria-hidden="true"
            className="grid size-5 place-items-center rounded-full bg-brand-600 text-[10px] font-semibold text-white"
          >
            {initials(m.name)}
          </span>
          {m.name}
          {m.role ? ` (${m.role})` : ''}
        </span>
      ))}
    </div>
  );
}
