// Licence and medical expiry: amber within 60 days, red once expired (the server sends the state).

import { daysBetween, fmtDay, today } from '@/components/flight/format';
import { Badge } from '@/components/ui/badge';
import { type DocumentState, dayOf } from './types';

export function ExpiryBadge({ date, state, label }: { date: string; state: DocumentState; label: string }) {
  const day = dayOf(date);
  const left = daysBetween(today(), day);
  const tone = state === 'expired' ? 'red' : state === 'expiring' ? 'amber' : 'gray';
  const note = state === 'expired' ? 'expired' : state === 'expiring' ? `${left}d left` : undefined;
  return (
    <Badge
      tone={tone}
      data-state={state}
      title={`${label} ${state === 'expired' ? 'expired on' : 'valid until'} ${fmtDay(day)}`}
      className={tone === 'gray' ? 'bg-transparent px-0 ring-0 text-slate-700' : undefined}
    >
      {fmtDay(day)}
      {note && <span className="font-semibold">· {note}</span>}
    </Badge>
  );
}
