'use client';
// The crew member dialog (new and edit), shared by the Crews table and the crew member's page: the
// crew fields, then the type ratings (aircraft types) and airport qualifications. One request saves all
// of it in one transaction: the body carries fleet_type_ids and airport_ids, the sets they become.
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

/** The message of a set's field, from the zod check ('fleet_type_ids') or the API ('fleet_type_ids.0' too). */
function setError(fields: Record<string, string>, name: string, codeOf: (id: number) => string | undefined): string | undefined {
  const message = fields[name] ?? Object.entries(fields).find(([k]) => k.startsWith(`${name}.`))?.[1];
  // The API's 'Unknown aircraft types 5, 6': one deleted since the dialog opened; name it as staff know it.
  if (!message?.startsWith('Unknown')) return message;
  return `${message.replace(/\d+/g, (id) => codeOf(Number(id)) ?? id)}: deleted meanwhile? Remove it and save again.`;
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
  // Whether the sets below are the crew member's (always for a new one): only then are they sent.
  const [loaded, setLoaded] = useState(!target?.id);
  const [rated, setRated] = useState<Set<number>>(new Set());
  const [quals, setQuals] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState<string | undefined>(undefined);
  const [qualError, setQualError] = useState<string | null>(null);

  if (target !== shown) {
    setShown(target);
    if (target) setValues(target.values);
    errors.clear();
    setLoaded(!target?.id);
    setRated(new Set());
    setQuals(new Set());
    setQualError(null);
  }

  // An existing crew member's qualifications, to show and edit.
  useEffect(() => {
    if (!target?.id) return;
    let cancelled = false;
    api<CheckedOut>(`/api/pilot/checked-out/${target.id}`)
      .then((r) => {
        if (cancelled) return;
        setRated(new Set(r.aircraft.map((a) => a.fleet_type_id)));
        setQuals(new Set(r.airports.map((a) => a.airport_id)));
        setLoaded(true);
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
    // Without the qualifications loaded (an error is shown), the sets are left out: the API keeps them.
    const extra = loaded ? { fleet_type_ids: [...rated], airport_ids: [...quals] } : undefined;
    const saved = await submitResourceForm({ fields, values, schema: pilotCreate, extra, endpoint: PILOT_ENDPOINT, id: target.id, errors });
    if (!saved) return false;
    toast(target.id ? 'Crew member updated' : 'Crew member created', { type: 'success' });
    onSaved({ id: target.id ?? saved.id });
    return true;
  }

  const airportById = new Map(airports.map((a) => [a.id, a]));
  const typesError = setError(errors.fields, 'fleet_type_ids', (id) => types.find((t) => t.id === id)?.code);
  const airportsError = setError(errors.fields, 'airport_ids', (id) => {
    const a = airportById.get(id);
    return a ? (a.iata ?? a.icao ?? a.name) : undefined;
  });
  const dismissSet = (name: string) => {
    for (const k of Object.keys(errors.fields)) if (k === name || k.startsWith(`${name}.`)) errors.dismiss(k);
  };
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
        {!loaded ? (
          !qualError && <Spinner className="size-4 text-brand-600" />
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
                  onChange={() => {
                    dismissSet('fleet_type_ids');
                    setRated((s) => toggle(s, t.id));
                  }}
                />
                <span className="truncate" title={typeLabel(t)}>
                  <span className="font-mono font-semibold">{t.code}</span> <span className="text-slate-500">{t.name}</span>
                </span>
              </label>
            ))}
          </div>
        )}
        {typesError && (
          <p role="alert" className="mt-2 text-xs text-red-600">
            {typesError}
          </p>
        )}
      </fieldset>

      <fieldset className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
        <legend className="px-1 text-xs font-medium text-slate-700">Airport qualifications</legend>
        {!loaded ? (
          !qualError && <Spinner className="size-4 text-brand-600" />
        ) : (
          <>
            <div className="flex items-center gap-2">
              <div className="flex-1">
                <Combobox
                  id="crew-airport-add"
                  aria-label="Add an airport qualification"
                  placeholder="Type an airport code or name to add…"
                  value={adding}
                  options={airports.filter((a) => !quals.has(a.id)).map((a) => ({ value: String(a.id), label: airportLabel(a) }))}
                  onValueChange={(v) => {
                    dismissSet('airport_ids');
                    setAdding(undefined);
                    setQuals((s) => new Set(s).add(Number(v)));
                  }}
                />
              </div>
            </div>
            {quals.size === 0 ? (
              <p className="mt-2 text-xs text-slate-500">None: not qualified for any special airport.</p>
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
                        onClick={() => {
                          dismissSet('airport_ids');
                          setQuals((s) => toggle(s, id));
                        }}
                      >
                        ×
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
        {airportsError && (
          <p role="alert" className="mt-2 text-xs text-red-600">
            {airportsError}
          </p>
        )}
      </fieldset>
      {qualError && (
        <p className="text-sm text-red-700">
          {qualError.replace(/\.$/, '')}. Saving keeps the type ratings and airport qualifications as they are.
        </p>
      )}
    </FormDialog>
  );
}
