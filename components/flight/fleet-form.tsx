'use client';
// The aircraft form (new and edit), shared by the Aircrafts list and the aircraft page.
import type { FormField, FormTarget } from '@/components/crud/resource-form';
import { formTarget } from '@/components/crud/resource-screen';
import type { ResourceFormSpec } from '@/components/crud/resource-spec';
import { FLEET_STATUSES } from '@/lib/rules/fleet';
import type { BaseRow, FleetRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { FLEET_STATUS_LABEL } from './badges';

export const FLEET_ENDPOINT = '/api/flight/fleet';

export const typeLabel = (t: Pick<FleetTypeRow, 'code' | 'name'>) => `${t.name} (${t.code})`;
export const baseLabel = (b: Pick<BaseRow, 'short_name' | 'name'>) => `${b.short_name} · ${b.name}`;

function fleetFields(types: readonly FleetTypeRow[], bases: readonly BaseRow[]): FormField[] {
  return [
    { name: 'registration', label: 'Registration', upper: true, required: true, placeholder: 'PK-ABC' },
    { name: 'serial_number', label: 'Serial number (MSN)', required: true, placeholder: '208B-5123' },
    {
      name: 'fleet_type_id',
      label: 'Aircraft type',
      kind: 'select',
      numeric: true,
      required: true,
      placeholder: 'Choose a type',
      options: types.map((t) => ({ value: String(t.id), label: typeLabel(t) })),
    },
    {
      name: 'base_id',
      label: 'Home base',
      kind: 'select',
      numeric: true,
      required: true,
      placeholder: 'Choose a base',
      options: bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
    },
    { name: 'year_built', label: 'Year built', kind: 'number', required: true, step: '1', placeholder: '2015' },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      required: true,
      options: FLEET_STATUSES.map((s) => ({ value: s, label: FLEET_STATUS_LABEL(s) })),
    },
    { name: 'seats', label: 'Passenger seats', kind: 'number', required: true, step: '1' },
    { name: 'payload_kg', label: 'Max payload', kind: 'number', required: true, step: '1', unit: 'kg' },
    { name: 'notes', label: 'Notes', kind: 'textarea', span: 2, nullable: true, placeholder: 'Configuration, cargo pod, remarks…' },
  ];
}

export function fleetFormSpec(types: readonly FleetTypeRow[], bases: readonly BaseRow[]): ResourceFormSpec<FleetRow> {
  return {
    fields: fleetFields(types, bases),
    schema: { import: () => import('@/lib/schemas/flight/fleet').then((m) => m.fleetCreate) },
    idPrefix: 'fleet',
    maxWidth: 620,
    defaults: () => ({ status: 'active' }),
    title: (v, id) => (id ? `Edit aircraft ${v.registration}` : 'New aircraft'),
    toasts: { created: 'Aircraft created', updated: 'Aircraft updated' },
    onFieldChange: (name, value, values) => {
      // A chosen type fills seats and payload while they are still empty.
      if (name !== 'fleet_type_id') return;
      const type = types.find((t) => String(t.id) === value);
      if (!type) return;
      return {
        ...(values.seats === '' ? { seats: String(type.seats) } : {}),
        ...(values.payload_kg === '' ? { payload_kg: String(type.max_payload_kg) } : {}),
      };
    },
  };
}

/** The dialog's starting values for an aircraft (or a new one). */
export const fleetTarget = (row?: FleetRow): FormTarget => formTarget(fleetFormSpec([], []), row);
