// The crew member form's fields and starting values, apart from the dialog (crew-form.tsx, loaded when it
// first opens) so that the Crews list does not carry the form library and the schema (issue 18).
import { formValues } from '@/components/crud/form-values';
import type { FormField, FormTarget } from '@/components/crud/resource-form';
import { baseLabel } from '@/components/flight/fleet-form';
import { PILOT_RANKS, PILOT_STATUSES, RANK_LABELS } from '@/lib/rules/pilot';
import type { BaseRow } from '@/lib/schemas/flight/rows';
import { dayOf, type PilotRow } from './types';

export { type AirportOption, airportLabel } from './crew-qualification-sets';

export function crewFields(bases: readonly BaseRow[]): FormField[] {
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
