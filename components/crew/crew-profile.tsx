// The crew member's page header: name, code, status and limit badges, rank, base, licence, medical,
// phone and email, and the edit button.
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PhoneText } from '@/components/ui/phone-text';
import { ExpiryBadge } from './expiry';
import { type PilotRow, RANK_LABEL } from './types';

function Detail({ label, children, centred }: { label: string; children: ReactNode; centred?: boolean }) {
  return (
    <div className={centred ? 'flex items-center gap-1.5' : 'flex gap-1.5'}>
      <dt className="text-slate-500">{label}</dt>
      {children}
    </div>
  );
}

export function CrewProfile({ pilot, onEdit }: { pilot: PilotRow; onEdit: () => void }) {
  return (
    <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 px-5 py-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-bold text-slate-900">{pilot.name}</h2>
          <span className="font-mono text-lg font-semibold text-slate-500">{pilot.crew_code}</span>
          <Badge tone={pilot.status === 'active' ? 'green' : 'gray'}>{pilot.status === 'active' ? 'Active' : 'Inactive'}</Badge>
          {pilot.exceeded ? <Badge tone="red">Over a limit</Badge> : pilot.flagged ? <Badge tone="amber">Limits above 75 %</Badge> : null}
        </div>
        <p className="mt-1 text-slate-700">
          {RANK_LABEL[pilot.rank]}
          <span className="mx-2 text-slate-500">|</span>
          Base{' '}
          {pilot.base_name ? (
            <>
              <span className="font-semibold">{pilot.base_name_short}</span> {pilot.base_name}
            </>
          ) : (
            <span className="text-slate-500">none</span>
          )}
        </p>
        <dl className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm text-slate-600">
          <Detail label="Licence" centred>
            <dd className="font-mono">{pilot.licence_number}</dd>
            <dd>
              <ExpiryBadge inline date={pilot.licence_expiry} state={pilot.licence_state} label="Licence" />
            </dd>
          </Detail>
          <Detail label="Medical" centred>
            <dd>
              <ExpiryBadge inline date={pilot.medical_expiry} state={pilot.medical_state} label="Medical" />
            </dd>
          </Detail>
          {pilot.phone && (
            <Detail label="Phone">
              <dd>
                <PhoneText value={pilot.phone} />
              </dd>
            </Detail>
          )}
          {pilot.email && (
            <Detail label="Email">
              <dd>{pilot.email}</dd>
            </Detail>
          )}
        </dl>
      </div>
      <Button variant="secondary" onClick={onEdit}>
        Edit crew member
      </Button>
    </div>
  );
}
