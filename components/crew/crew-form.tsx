'use client';
// The crew member dialog (new and edit), shared by the Crews table and the crew member's page: the
// crew fields, then the type ratings (aircraft types) and airport qualifications. One request saves all
// of it in one transaction: the body carries fleet_type_ids and airport_ids, the sets they become.
import { useLayoutEffect, useRef } from 'react';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields, type FormTarget, formBody } from '@/components/crud/resource-form';
import { useToast } from '@/components/shell/toast';
import { boundFields, submitFocused } from '@/lib/client/field-messages';
import { ASK_AGAIN, useApiGet, useApiSave } from '@/lib/client/query';
import { useSchemaForm } from '@/lib/client/schema-form';
import { CREW_CHANGES } from '@/lib/realtime/changed-paths';
import { pilotCreate } from '@/lib/schemas/flight/pilot';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { crewFields } from './crew-fields';
import { type AirportOption, AirportQualificationsField, TypeRatingsField } from './crew-qualification-sets';
import { PILOT_ENDPOINT } from './types';

const FIELD_NAMES = crewFields([]).map((f) => f.name);
const idOf = (name: string) => `crew-${name.replaceAll('_', '-')}`;

/** The form: the crew fields as typed, and the two sets of ids. */
type CrewValues = Record<string, string | boolean | number[]>;

const idsOf = (v: CrewValues, name: string) => {
  const ids = v[name];
  return Array.isArray(ids) ? ids : [];
};

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
  onSaved?: (saved: { id: number }) => void;
}) {
  const { toast } = useToast();
  const fields = crewFields(bases);
  // An existing crew member's qualifications, to show and edit (the page's panel reads the same answer).
  const quals = useApiGet('/api/pilot/checked-out/{id}', { params: target?.id ? { path: { id: target.id } } : null, ...ASK_AGAIN });
  // Whether the sets are the crew member's (always for a new one): only then are they sent.
  const loaded = !target?.id || !!quals.data;
  const form = useSchemaForm<CrewValues, typeof pilotCreate>(pilotCreate, {
    defaultValues: { ...target?.values, fleet_type_ids: [], airport_ids: [] },
    toBody: (v) => {
      const text: Record<string, string | boolean> = {};
      for (const n of FIELD_NAMES) if (typeof v[n] === 'string' || typeof v[n] === 'boolean') text[n] = v[n];
      // Without the qualifications loaded (an error is shown), the sets are left out: the API keeps them.
      return {
        ...formBody(fields, text),
        ...(loaded ? { fleet_type_ids: idsOf(v, 'fleet_type_ids'), airport_ids: idsOf(v, 'airport_ids') } : {}),
      };
    },
  });
  const { save } = useApiSave(PILOT_ENDPOINT, { invalidates: CREW_CHANGES });

  // A new target (the dialog opened for another row) starts from its values, without stale messages, and
  // its sets once they are there (at once when cached); layout effects, so the first paint shows them.
  const filled = useRef<FormTarget | null>(null);
  useLayoutEffect(() => {
    if (target) form.reset({ ...target.values, fleet_type_ids: [], airport_ids: [] });
    filled.current = null;
  }, [target, form]);
  useLayoutEffect(() => {
    if (!target?.id || !quals.data || filled.current === target) return;
    filled.current = target;
    form.setValue(
      'fleet_type_ids',
      quals.data.aircraft.map((a) => a.fleet_type_id),
    );
    form.setValue(
      'airport_ids',
      quals.data.airports.map((a) => a.airport_id),
    );
  }, [target, quals.data, form]);

  async function submit() {
    if (!target) return false;
    return submitFocused(
      form,
      async (body) => {
        const saved = await save(target.id, body);
        toast(target.id ? 'Crew member updated' : 'Crew member created', { type: 'success' });
        onSaved?.({ id: target.id ?? saved.id });
      },
      FIELD_NAMES,
      idOf,
    );
  }

  const bound = boundFields(form, FIELD_NAMES);
  const values = form.watch();
  const qualError = quals.error ? `Could not load the qualifications: ${quals.error.message}` : null;
  const airportById = new Map(airports.map((a) => [a.id, a]));
  const codeOf = {
    fleet_type_ids: (id: number) => types.find((t) => t.id === id)?.code,
    airport_ids: (id: number) => {
      const a = airportById.get(id);
      return a ? (a.iata ?? a.icao ?? a.name) : undefined;
    },
  };
  /** One set's value, message and change (which drops the message). */
  const set = (name: 'fleet_type_ids' | 'airport_ids') => ({
    loaded,
    failed: !!qualError,
    value: idsOf(values, name),
    error: setError(bound.errors, name, codeOf[name]),
    onChange: (ids: number[]) => {
      form.clearErrors(name);
      form.setValue(name, ids, { shouldDirty: true });
    },
  });

  return (
    <FormDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={target?.id ? `Edit crew member ${target.values.crew_code}` : 'New crew member'}
      submitLabel={target?.id ? 'Save' : 'Create'}
      onSubmit={submit}
      dirty={form.formState.isDirty}
      maxWidth={720}
    >
      <FormFields fields={fields} values={bound.values} onChange={bound.onChange} errors={bound.errors} idPrefix="crew" columns={3} />
      <TypeRatingsField types={types} {...set('fleet_type_ids')} />
      <AirportQualificationsField airports={airports} {...set('airport_ids')} />
      {qualError && (
        <p className="text-sm text-red-700">
          {qualError.replace(/\.$/, '')}. Saving keeps the type ratings and airport qualifications as they are.
        </p>
      )}
    </FormDialog>
  );
}
