// Licences and medicals of active crew expired or expiring within 60 days, soonest first.

import { Badge } from '@/components/ui/badge';
import { fmtDay } from '@/lib/format/dates';
import { DOCUMENT_STATE_LABELS, EXPIRY_WARNING_DAYS } from '@/lib/rules/crew-documents';
import type { ExpiringDocument } from '@/server/resources/flight/dashboard';
import { EmptyNote } from './parts';

function left(days: number): string {
  if (days < 0) return days === -1 ? 'expired yesterday' : `expired ${-days} days ago`;
  if (days === 0) return 'expires today';
  return days === 1 ? 'in 1 day' : `in ${days} days`;
}

export function ExpiringDocuments({ total, data }: { total: number; data: ExpiringDocument[] }) {
  if (!data.length) return <EmptyNote>No licence or medical has expired or expires in the next {EXPIRY_WARNING_DAYS} days.</EmptyNote>;
  return (
    <ul className="grid grid-cols-1 xl:grid-cols-2" data-testid="expiring-documents">
      {data.map((d) => (
        <li
          key={`${d.pilot_id}-${d.document}`}
          className="flex items-center gap-3 border-b border-slate-100 px-4 py-2 text-sm xl:odd:border-r"
        >
          <span className="min-w-0 flex-1 truncate">
            <span className="font-medium text-slate-900">{d.name}</span>{' '}
            <span className="font-mono text-xs text-slate-500">{d.crew_code}</span>
          </span>
          <span className="w-16 shrink-0 text-slate-600">{d.document === 'licence' ? 'Licence' : 'Medical'}</span>
          <span className="w-24 shrink-0 text-slate-600 tabular-nums">{fmtDay(d.expiry)}</span>
          <span className="w-36 shrink-0 text-right">
            <Badge tone={d.days_left < 0 ? 'red' : 'amber'} title={DOCUMENT_STATE_LABELS[d.days_left < 0 ? 'expired' : 'expiring']}>
              {left(d.days_left)}
            </Badge>
          </span>
        </li>
      ))}
      {total > data.length && <li className="col-span-full px-4 py-2 text-xs text-slate-500">and {total - data.length} more</li>}
    </ul>
  );
}
