'use client';
// The events of an asset (POST /api/user/inventory/history/{id}) as declared forms: check-out (a staff
// member, the expected return, a note), check-in (the condition, back on the shelf or to repair) and a
// status change. The API's own schemas check them in the browser; the list and the asset's detail reload.
import { useMemo, useState } from 'react';
import type { FormTarget } from '@/components/crud/resource-form';
import { formTarget, SpecFormDialog } from '@/components/crud/resource-screen';
import type { ResourceFormSpec } from '@/components/crud/resource-spec';
import { type AssetStatus, SETTABLE_STATUSES, STATUS_LABEL } from '@/lib/rules/inventory';
import { type AssetRow, checkinEvent, checkoutEvent, statusEvent } from '@/lib/schemas/inventory';
import { conditionOptions, INVENTORY_PATH, type StaffOption, staffOptions, statusOptions } from './asset-parts';

export type EventKind = 'checkout' | 'checkin' | 'status';
export type Asset = Pick<AssetRow, 'id' | 'asset_tag' | 'model' | 'status' | 'holder'>;

const note = { name: 'note', label: 'Note', kind: 'textarea', nullable: true, span: 2 } as const;

function eventForm(kind: EventKind, asset: Asset, staff: readonly StaffOption[]): ResourceFormSpec<AssetRow> {
  const what = `${asset.asset_tag} ${asset.model}`;
  switch (kind) {
    case 'checkout':
      return {
        fields: [
          {
            name: 'user_id',
            label: 'Staff member',
            kind: 'combobox',
            numeric: true,
            required: true,
            placeholder: 'Type a name',
            options: staffOptions(staff),
            span: 2,
          },
          { name: 'expected_return', label: 'Expected return', kind: 'date', nullable: true, hint: 'Empty for an open-ended loan' },
          { name: 'spacer', label: '', kind: 'spacer' },
          { ...note, placeholder: 'What it is for, accessories handed over' },
        ],
        schema: checkoutEvent,
        extra: { event: 'checkout' },
        idPrefix: 'checkout',
        title: () => `Check out ${what}`,
        submitLabel: 'Check out',
        toasts: { created: `${asset.asset_tag} checked out` },
      };
    case 'checkin':
      return {
        fields: [
          {
            name: 'condition',
            label: 'Condition',
            kind: 'select',
            required: true,
            placeholder: 'How it came back',
            options: conditionOptions,
          },
          { name: 'status', label: 'Goes to', kind: 'select', required: true, options: statusOptions(['deployable', 'in_repair']) },
          { ...note, placeholder: 'Missing charger, cracked screen …' },
        ],
        schema: checkinEvent,
        extra: { event: 'checkin' },
        idPrefix: 'checkin',
        defaults: () => ({ status: 'deployable' }),
        // A damaged asset goes to repair unless the user says otherwise.
        onFieldChange: (name, value) => (name === 'condition' ? { status: value === 'damaged' ? 'in_repair' : 'deployable' } : undefined),
        title: () => `Check in ${what}${asset.holder ? ` from ${asset.holder.name}` : ''}`,
        submitLabel: 'Check in',
        toasts: { created: `${asset.asset_tag} checked in` },
      };
    case 'status':
      return {
        fields: [
          {
            name: 'status',
            label: 'New status',
            kind: 'select',
            required: true,
            options: statusOptions(SETTABLE_STATUSES.filter((s) => s !== asset.status)),
          },
          { name: 'spacer', label: '', kind: 'spacer' },
          { ...note, placeholder: 'Why' },
        ],
        schema: statusEvent,
        extra: { event: 'status' },
        idPrefix: 'status',
        title: () => `Change the status of ${what} (now ${STATUS_LABEL[asset.status as AssetStatus].toLowerCase()})`,
        submitLabel: 'Change status',
        toasts: { created: `${asset.asset_tag} status changed` },
      };
  }
}

/** The event dialog of `open` (none while it is null). */
export function EventDialog({
  open,
  staff,
  onClose,
}: {
  open: { kind: EventKind; asset: Asset } | null;
  staff: readonly StaffOption[];
  onClose: () => void;
}) {
  // The last event names the dialog while it closes.
  const [shown, setShown] = useState(open);
  if (open && open !== shown) setShown(open);
  const form = useMemo(() => (shown ? eventForm(shown.kind, shown.asset, staff) : null), [shown, staff]);
  const target: FormTarget | null = useMemo(() => (open && form ? formTarget(form) : null), [open, form]);
  if (!form || !shown) return null;
  return (
    <SpecFormDialog
      form={form}
      endpoint={{ create: '/api/user/inventory/history/{id}', path: { id: shown.asset.id } }}
      invalidates={[INVENTORY_PATH]}
      target={target}
      onClose={onClose}
    />
  );
}
