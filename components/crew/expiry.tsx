// Licence and medical expiry: amber within 60 days, red once expired (the server sends the state), with
// the days left or 'expired' beneath, so that the state does not rest on the colour alone.

import { Badge } from '@/components/ui/badge';
import { daysBetween, fmtDay, today } from '@/lib/format/dates';
import { type DocumentState, dayOf } from './types';

export function ExpiryBadge({ date, state, label, inline }: { date: string; state: DocumentState; label: string; inline?: boolean }) {
  const day = dayOf(date);
  const left = daysBetween(today(), day);
  const tone = state === 'expired' ? 'red' : state === 'expiring' ? 'amber' : 'gray';
  const note = state === 'expired' ? 'expired' : state === 'expiring' ? `${left} d left` : undefined;
  return (
    <span
      data-state={state}
      title={`${label} ${state === 'expired' ? 'expired on' : 'valid until'} ${fmtDay(day)}`}
      className={inline ? 'inline-flex items-center gap-1.5' : 'inline-flex flex-col items-start'}
    >
      {tone === 'gray' ? (
        <span className="text-xs whitespace-nowrap text-slate-700">{fmtDay(day)}</span>
      ) : (
        <Badge tone={tone}>{fmtDay(day)}</Badge>
      )}
      {note && (
        <span className={`text-[11px] font-semibold ${tone === 'red' ? 'text-red-700' : 'text-amber-700'} ${inline ? '' : 'pl-2'}`}>
          {note}
        </span>
      )}
    </span>
  );
}
