'use client';
// The crew member dialog (new and edit), shared by the Crews table and the crew member's page: the
// crew fields, then the type ratings (aircraft types) and airport qualifications. The crew row is saved
// first; the qualifications that changed are then added or removed one call each.
import { useEffect, useState } from 'react';
import { FormDialog, useFieldErrors } from '@/components/crud/form-dialog';
import { type FormField, FormFields, type FormTarget, formValues, submitResourceForm } from '@/components/crud/resource-form';
import { baseLabel, typeLabel } from '@/components/flight/fleet-form';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/client/api';
import { PILOT_RANKS, PILOT_STATUSES, pilotCreate, RANK_LABELS } from '@/lib/schemas/flight/pilot';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { type CheckedOut, dayOf, PILOT_ENDPOINT, type PilotRow } from './types';

export interface AirportOption {
  id: number;
  iata: string | null;
  icao: string | null;
  name: string;
  city: string;
}

export const airportLabel = (a: Pick<AirportOption, 'iata' | 'icao' | 'name'>) =>
  `${[a.iata, a.icao].filter(Boolean).join(' / ')} · ${a.name}`;

function crewFields(bases: readonly BaseRow[]): FormField[] {
  return [
    { name: 'name', label: 'Name', required: true, span: 2, placeholder: 'Budi Santoso' },
    { name: 'crew_code', label: 'Crew code', upper: true, required: true, placeholder: 'BSA', hint: '2 to 6 letters or digits' },
    {
      name: 'rank',
      label: 'Rank',
      kind: 'select',
      required: true,
      options: PILOT_RANKS.map((r) => ({ value: r, label: RANK_LABELS[r] })),
    },
    {
      name: 'base_id',
      label: 'Home base',
      kind: 'select',
      numeric: true,
      nullable: true,
      placeholder: 'Choose a base',
      options: bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
    },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: PILOT_STATUSES.map((s) => ({ value: s, label: s === 'active' ? 'Active' : 'Inactive' })),
    },
    { name: 'licence_number', label: 'Licence number', upper: true, required: true, placeholder: 'CPL-12345' },
    { name: 'licence_expiry', label: 'Licence expiry', kind: 'date', required: true },
    { name: 'phone', label: 'Phone', nullable: true, placeholder: '0812 3456 7890' },
    { name: 'medical_expiry', label: 'Medical expiry', kind: 'date', required: true },
    { name: 'email', label: 'Email', nullable: true, span: 2, placeholder: 'name@airline.co.id' },
  ];
}

/** The dialog's starting values for a crew member (or a new one). */
export function crewTarget(row?: PilotRow): FormTarget {
  const values = formValues(
    crewFields([]),
    row
      ? { ...row, licence_expiry: dayOf(row.licence_expiry), medical_expiry: dayOf(row.medical_expiry) }
      : { rank: 'captain', status: 'active' },
  );
  return { id: row?.id, values };
}

interface Quals {
  /** Fleet type ids rated now, and the rating row of each (to remove it). */
  types: Map<number, number>;
  airports: Map<number, number>;
}

async function syncQualifications(pilotId: number, before: Quals, types: Set<number>, airports: Set<number>) {
  const calls: Promise<unknown>[] = [];
  for (const t of types)
    if (!before.types.has(t)) calls.push(api('/api/pilot/aircraft', { method: 'POST', json: { pilot_id: pilotId, fleet_type_id: t } }));
  for (const [t, rowId] of before.types) if (!types.has(t)) calls.push(api(`/api/pilot/aircraft/${rowId}`, { method: 'DELETE' }));
  for (const a of airports)
    if (!before.airports.has(a)) calls.push(api('/api/pilot/airport', { method: 'POST', json: { pilot_id: pilotId, airport_id: a } }));
  for (const [a, rowId] of before.airports) if (!airports.has(a)) calls.push(api(`/api/pilot/airport/${rowId}`, { method: 'DELETE' }));
  const results = await Promise.allSettled(calls);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return calls.length;
}

export function CrewFormDialog({
  target,
  onClose,
  bases,
  types,
  airports,
  onSaved,
}: {
  target: FormTarget | null;
  onClose: () => void;
  bases: readonly BaseRow[];
  types: readonly FleetTypeRow[];
  airports: readonly AirportOption[];
  onSaved: (saved: { id: number }) => void;
}) {
  const { toast } = useToast();
  const errors = useFieldErrors();
  const fields = crewFields(bases);
  const [values, setValues] = useState(target?.values ?? {});
  const [shown, setShown] = useState<FormTarget | null>(target);
  const [before, setBefore] = useState<Quals | null>(null);
  const [rated, setRated] = useState<Set<number>>(new Set());
  const [quals, setQuals] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState<string | undefined>(undefined);
  const [qualError, setQualError] = useState<string | null>(null);

  if (target !== shown) {
    setShown(target);
    if (target) setValues(target.values);
    errors.clear();
    setBefore(target?.id ? null : { types: new Map(), airports: new Map() });
    setRated(new Set());
    setQuals(new Set());
    setQualError(null);
  }

  // An existing crew member's qualifications, to show and to know what changed.
  useEffect(() => {
    if (!target?.id) return;
    let cancelled = false;
    api<CheckedOut>(`/api/pilot/checked-out/${target.id}`)
      .then((r) => {
        if (cancelled) return;
        const q: Quals = {
          types: new Map(r.aircraft.map((a) => [a.fleet_type_id, a.id])),
          airports: new Map(r.airports.map((a) => [a.airport_id, a.id])),
        };
        setBefore(q);
        setRated(new Set(q.types.keys()));
        setQuals(new Set(q.airports.keys()));
      })
      .catch((e: Error) => !cancelled && setQualError(`Could not load the qualifications: ${e.message}`));
    return () => {
      cancelled = true;
    };
  }, [target]);

  function change(name: string, value: string | boolean) {
    errors.dismiss(name);
    setValues((v) => ({ ...v, [name]: value }));
  }

  async function submit() {
    if (!target) return false;
    const saved = await submitResourceForm({ fields, values, schema: pilotCreate, endpoint: PILOT_ENDPOINT, id: target.id, errors });
    if (!saved) return false;
    const id = target.id ?? saved.id;
    try {
      // Without the qualifications loaded (an error is shown), only the crew fields are saved.
      if (before) await syncQualifications(id, before, rated, quals);
      toast(target.id ? 'Crew member updated' : 'Crew member created', { type: 'success' });
    } catch (err) {
      toast(`Crew member saved, but a qualification was not: ${err instanceof Error ? err.message : 'unknown error'}`, {
        type: 'error',
        timeout: 6000,
      });
    }
    onSaved({ id });
    return true;
  }

  const airportById = new Map(airports.map((a) => [a.id, a]));
  const toggle = (set: Set<number>, id: number) => {
    const next = new Set(set);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  };

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={target?.id ? `Edit crew member ${target.values.crew_code}` : 'New crew member'}
      submitLabel={target?.id ? 'Save' : 'Create'}
      onSubmit={submit}
      maxWidth={720}
    >
      <FormFields fields={fields} values={values} onChange={change} errors={errors.fields} idPrefix="crew" columns={3} />

      <fieldset className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
        <legend className="px-1 text-xs font-medium text-slate-700">Type ratings</legend>
        {!before && !qualError ? (
          <Spinner className="size-4 text-brand-600" />
        ) : types.length === 0 ? (
          <p className="text-sm text-slate-500">No aircraft types yet.</p>
        ) : (
          <div className="grid grid-cols-3 gap-x-4 gap-y-1.5">
            {types.map((t) => (
              <label key={t.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={rated.has(t.id)}
                  onChange={() => setRated((s) => toggle(s, t.id))}
                />
                <span className="truncate" title={typeLabel(t)}>
                  <span className="font-mono font-semibold">{t.code}</span> <span className="text-slate-500">{t.name}</span>
                </span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
        <legend className="px-1 text-xs font-medium text-slate-700">Airport qualifications</legend>
        <div className="flex items-center gap-2">
          <div className="flex-1">
            <Combobox
              id="crew-airport-add"
              aria-label="Add an airport qualification"
              placeholder="Type an airport code or name to add…"
              value={adding}
              options={airports.filter((a) => !quals.has(a.id)).map((a) => ({ value: String(a.id), label: airportLabel(a) }))}
              onValueChange={(v) => {
                setAdding(undefined);
                setQuals((s) => new Set(s).add(Number(v)));
              }}
            />
          </div>
        </div>
        {quals.size === 0 ? (
          <p className="mt-2 text-xs text-slate-500">None: the captain is not qualified for any special airport.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Qualified airports">
            {[...quals].map((id) => {
              const a = airportById.get(id);
              const code = a ? (a.iata ?? a.icao) : `#${id}`;
              return (
                <li
                  key={id}
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2 text-xs text-brand-900 ring-1 ring-brand-600/20"
                >
                  <span className="font-mono font-semibold" title={a?.name}>
                    {code}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-5 px-1 text-brand-800"
                    aria-label={`Remove airport ${code}`}
                    onClick={() => setQuals((s) => toggle(s, id))}
                  >
                    ×
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {qualError && <p className="text-sm text-red-700">{qualError}</p>}
    </FormDialog>
  );
}
