'use client';
// 'Aircraft types' on the Aircrafts screen: the list of types in a dialog, with add, edit and delete.
import { useState } from 'react';
import { DeleteDialog, type DeleteTarget } from '@/components/crud/delete-dialog';
import { type FormField, type FormTarget, formValues, ResourceFormDialog } from '@/components/crud/resource-form';
import { RowActions } from '@/components/crud/row-actions';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { fleetTypeCreate } from '@/lib/schemas/flight/fleet';
import type { FleetTypeRow } from '@/lib/schemas/flight/rows';
import { fmt } from './format';

export const FLEET_TYPE_ENDPOINT = '/api/flight/fleet-type';

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

export function FleetTypesDialog({
  open,
  onOpenChange,
  types,
  loading,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  types: readonly FleetTypeRow[];
  loading: boolean;
  /** After a type was created, changed or deleted. */
  onChanged: () => void;
}) {
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          title="Aircraft types"
          description="The types the fleet is made of. A type still used by an aircraft cannot be deleted."
          maxWidth={1120}
        >
          <div className="mb-3 flex justify-end">
            <Button size="sm" onClick={() => setEditing({ values: formValues(FIELDS, { engines: 1 }) })}>
              + Add type
            </Button>
          </div>
          <div className="max-h-[60vh] overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-left text-sm" aria-label="Aircraft types">
              <thead className="sticky top-0 whitespace-nowrap bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="px-2.5 py-2 font-semibold">Code</th>
                  <th className="px-2.5 py-2 font-semibold">Name</th>
                  <th className="px-2.5 py-2 font-semibold">Manufacturer</th>
                  <th className="px-2.5 py-2 text-right font-semibold">Eng.</th>
                  <th className="px-2.5 py-2 text-right font-semibold">Seats</th>
                  <th className="px-2.5 py-2 text-right font-semibold">Payload kg</th>
                  <th className="px-2.5 py-2 text-right font-semibold">MTOW kg</th>
                  <th className="px-2.5 py-2 text-right font-semibold">Cruise kt</th>
                  <th className="px-2.5 py-2 text-right font-semibold">Aircraft</th>
                  <th className="px-2.5 py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 tabular-nums">
                {types.map((t) => (
                  <tr key={t.id} className="hover:bg-slate-50">
                    <td className="px-2.5 py-1.5 font-mono font-medium">{t.code}</td>
                    <td className="whitespace-nowrap px-2.5 py-1.5">{t.name}</td>
                    <td className="px-2.5 py-1.5 text-slate-600">{t.manufacturer}</td>
                    <td className="px-2.5 py-1.5 text-right">{t.engines}</td>
                    <td className="px-2.5 py-1.5 text-right">{t.seats}</td>
                    <td className="px-2.5 py-1.5 text-right">{fmt(t.max_payload_kg)}</td>
                    <td className="px-2.5 py-1.5 text-right">{fmt(t.mtow_kg)}</td>
                    <td className="px-2.5 py-1.5 text-right">{fmt(t.cruise_kt)}</td>
                    <td className="px-2.5 py-1.5 text-right">{t._count.fleets}</td>
                    <td className="px-2.5 py-1.5">
                      <RowActions
                        label={`type ${t.code}`}
                        onEdit={() => setEditing({ id: t.id, values: formValues(FIELDS, { ...t }) })}
                        onDelete={() => setDeleting({ id: t.id, label: `aircraft type ${t.code}` })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {types.length === 0 && (
              <EmptyState
                title={loading ? 'Loading…' : 'No aircraft types yet'}
                description={loading ? undefined : 'Add the first type, for example C208 Cessna 208B Grand Caravan.'}
              />
            )}
          </div>
        </DialogContent>
      </Dialog>

      <ResourceFormDialog
        target={editing}
        onClose={() => setEditing(null)}
        title={editing?.id ? `Edit aircraft type ${editing.values.code}` : 'New aircraft type'}
        fields={FIELDS}
        schema={fleetTypeCreate}
        endpoint={FLEET_TYPE_ENDPOINT}
        idPrefix="fleet-type"
        successMessage={editing?.id ? 'Aircraft type updated' : 'Aircraft type created'}
        onSaved={onChanged}
      />
      <DeleteDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        endpoint={FLEET_TYPE_ENDPOINT}
        successMessage="Aircraft type deleted"
        onDeleted={onChanged}
      />
    </>
  );
}
