'use client';
// 'Aircraft types' on the Aircrafts screen: the types in a dialog, with add, edit and delete.
import type { FormField } from '@/components/crud/resource-form';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fmt } from '@/lib/format/numbers';
import { fleetTypeCreate } from '@/lib/schemas/flight/fleet';
import type { FleetTypeRow } from '@/lib/schemas/flight/rows';
import { FLEET_ENDPOINT } from './fleet-form';
import { FLEET_TYPE_ENDPOINT } from './lists';

const FIELDS: FormField[] = [
  { name: 'code', label: 'ICAO type code', upper: true, required: true, placeholder: 'C208' },
  { name: 'name', label: 'Name', required: true, placeholder: 'Cessna 208B Grand Caravan' },
  { name: 'manufacturer', label: 'Manufacturer', required: true, placeholder: 'Textron Aviation' },
  { name: 'engines', label: 'Engines', kind: 'number', required: true, step: '1' },
  { name: 'seats', label: 'Passenger seats', kind: 'number', required: true, step: '1' },
  { name: 'max_payload_kg', label: 'Max payload', kind: 'number', required: true, step: '1', unit: 'kg' },
  { name: 'mtow_kg', label: 'MTOW', kind: 'number', required: true, step: '1', unit: 'kg' },
  { name: 'cruise_kt', label: 'Cruise speed', kind: 'number', nullable: true, step: '1', unit: 'kt' },
];

const number = (id: 'max_payload_kg' | 'mtow_kg' | 'cruise_kt', header: string) => ({
  id,
  header,
  align: 'right' as const,
  cell: (t: FleetTypeRow) => fmt(t[id]),
});

const fleetTypes: ResourceScreenSpec<FleetTypeRow> = {
  endpoint: FLEET_TYPE_ENDPOINT,
  list: { limit: 100, sort: 'name', order: 'asc' },
  prefix: 'types.',
  search: false,
  columns: [
    { id: 'code', header: 'Code', sortable: true, className: 'font-mono font-medium' },
    { id: 'name', header: 'Name', sortable: true, className: 'whitespace-nowrap' },
    { id: 'manufacturer', header: 'Manufacturer', sortable: true, className: 'text-slate-600' },
    { id: 'engines', header: 'Eng.', align: 'right' },
    { id: 'seats', header: 'Seats', sortable: true, align: 'right' },
    number('max_payload_kg', 'Payload kg'),
    number('mtow_kg', 'MTOW kg'),
    number('cruise_kt', 'Cruise kt'),
    { id: 'aircraft', header: 'Aircraft', align: 'right', value: (t) => t._count.fleets },
  ],
  empty: { title: 'No aircraft types yet', description: 'Add the first type, for example C208 Cessna 208B Grand Caravan.' },
  rowLabel: (t) => `type ${t.code}`,
  addLabel: '+ Add type',
  form: {
    fields: FIELDS,
    schema: fleetTypeCreate,
    idPrefix: 'fleet-type',
    defaults: () => ({ engines: 1 }),
    title: (v, id) => (id ? `Edit aircraft type ${v.code}` : 'New aircraft type'),
    toasts: { created: 'Aircraft type created', updated: 'Aircraft type updated' },
  },
  remove: { label: (t) => `aircraft type ${t.code}`, toast: 'Aircraft type deleted' },
  // The fleet table shows each aircraft's type.
  invalidates: [FLEET_ENDPOINT],
};

export function FleetTypesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Aircraft types"
        description="The types the fleet is made of. A type still used by an aircraft cannot be deleted."
        maxWidth={1120}
      >
        <div className="max-h-[70vh] overflow-auto">
          <ResourceScreen spec={fleetTypes} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
