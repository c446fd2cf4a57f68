'use client';
// IT inventory (/inventory, root and admin): the assets with filters by status, category and holder and a
// search, paged in the database; create and edit (the cost typed as staff write rupiah); an asset's detail
// with its history; check-out, check-in and status changes; the CSV of the filtered list from the server.
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import type { FormTarget } from '@/components/crud/resource-form';
import { formTarget, ResourceScreen, SpecFormDialog } from '@/components/crud/resource-screen';
import type { ResourceFormSpec, ResourceScreenSpec } from '@/components/crud/resource-spec';
import { listQueryString, readListState } from '@/components/data-table/list-params';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { fmtDay } from '@/lib/format/dates';
import { idr } from '@/lib/format/money';
import { CATEGORY_LABEL } from '@/lib/rules/inventory';
import type { AssetRow, AssetSave } from '@/lib/schemas/inventory';
import type { ListResult } from '@/lib/schemas/list';
import { INVENTORY_LIST } from '@/lib/schemas/list-defaults';
import {
  type BaseOption,
  baseOptions,
  categoryOptions,
  HolderCell,
  INVENTORY_PATH,
  type StaffOption,
  StatusBadge,
  staffOptions,
  statusOptions,
} from './asset-parts';
import type { EventKind } from './event-dialogs';

const AssetDetailDialog = whenOpened(
  dynamic(() => import('./asset-detail').then((m) => m.AssetDetailDialog), { ssr: false }),
  (p) => p.id !== null,
);
const EventDialog = whenOpened(
  dynamic(() => import('./event-dialogs').then((m) => m.EventDialog), { ssr: false }),
  (p) => p.open !== null,
);

function assetForm(bases: readonly BaseOption[]): ResourceFormSpec<AssetRow, keyof AssetSave> {
  return {
    fields: (_values, id) => [
      { name: 'asset_tag', label: 'Asset tag', upper: true, required: true, placeholder: 'LAP-0042' },
      { name: 'category', label: 'Category', kind: 'select', required: true, placeholder: 'Choose a category', options: categoryOptions },
      { name: 'model', label: 'Model', required: true, placeholder: 'Dell Latitude 5440', span: 2 },
      { name: 'serial', label: 'Serial', nullable: true },
      id
        ? { name: 'spacer', label: '', kind: 'spacer' }
        : { name: 'status', label: 'Status', kind: 'select', options: statusOptions(['deployable', 'in_repair', 'retired']) },
      { name: 'purchase_date', label: 'Purchase date', kind: 'date', nullable: true },
      { name: 'purchase_cost', label: 'Purchase cost (IDR)', kind: 'money', nullable: true, placeholder: '17.900.000' },
      { name: 'warranty_end', label: 'Warranty until', kind: 'date', nullable: true },
      {
        name: 'base_id',
        label: 'Base',
        kind: 'select',
        numeric: true,
        nullable: true,
        placeholder: 'No base',
        options: baseOptions(bases),
      },
      { name: 'location', label: 'Location', nullable: true, placeholder: 'IT store room, Sentani office', span: 2 },
      { name: 'notes', label: 'Notes', kind: 'textarea', nullable: true, span: 2 },
    ],
    schema: { import: () => import('@/lib/schemas/inventory').then((m) => m.assetSave) },
    idPrefix: 'asset',
    defaults: () => ({ status: 'deployable' }),
    title: (v, id) => (id ? `Edit asset ${v.asset_tag}` : 'New asset'),
    toasts: { created: 'Asset created', updated: 'Asset updated' },
  };
}

function inventorySpec(form: ResourceFormSpec<AssetRow>, staff: readonly StaffOption[]): ResourceScreenSpec<AssetRow> {
  return {
    endpoint: INVENTORY_PATH,
    list: INVENTORY_LIST,
    title: 'Assets',
    search: 'Search tag, model, serial, holder',
    filters: [
      { name: 'status', label: 'Filter by status', all: 'All statuses', options: statusOptions(), width: 'w-36' },
      { name: 'category', label: 'Filter by category', all: 'All categories', options: categoryOptions, width: 'w-40' },
      { name: 'holder', label: 'Filter by holder', all: 'All holders', options: staffOptions(staff), width: 'w-56' },
    ],
    columns: [
      {
        id: 'asset_tag',
        header: 'Tag',
        sortable: true,
        cell: (r) => <span className="whitespace-nowrap font-mono font-semibold">{r.asset_tag}</span>,
      },
      { id: 'category', header: 'Category', sortable: true, hidden: true, cell: (r) => CATEGORY_LABEL[r.category] },
      {
        id: 'model',
        header: 'Model',
        sortable: true,
        cell: (r) => (
          <span className="block min-w-44 max-w-72 leading-tight">
            {r.model}
            <span className="block text-xs text-slate-600">
              {CATEGORY_LABEL[r.category]}
              {r.serial && <span className="font-mono"> · {r.serial}</span>}
            </span>
          </span>
        ),
      },
      { id: 'status', header: 'Status', sortable: true, cell: (r) => <StatusBadge asset={r} /> },
      { id: 'holder', header: 'Holder', cell: (r) => <HolderCell asset={r} /> },
      {
        id: 'place',
        header: 'Base / location',
        value: (r) => [r.base?.short_name, r.location].filter(Boolean).join(' · '),
        cell: (r) => {
          const place = [r.base?.short_name, r.location].filter(Boolean).join(' · ');
          return (
            <span className="block max-w-40 truncate" title={place || undefined}>
              {place || '–'}
            </span>
          );
        },
      },
      {
        id: 'purchase_cost',
        header: 'Cost',
        sortable: true,
        align: 'right',
        cell: (r) => <span className="whitespace-nowrap">{idr(r.purchase_cost)}</span>,
      },
      { id: 'purchase_date', header: 'Purchased', sortable: true, hidden: true, cell: (r) => fmtDay(r.purchase_date) },
      { id: 'warranty_end', header: 'Warranty until', sortable: true, hidden: true, cell: (r) => fmtDay(r.warranty_end) },
    ],
    empty: { title: 'No assets match', description: 'Change the filters or the search, or add an asset.' },
    rowLabel: (r) => `asset ${r.asset_tag}`,
    addLabel: '+ Add Asset',
    form,
  };
}

export function InventoryScreen({
  initial,
  staff,
  bases,
}: {
  initial: ListResult<AssetRow>;
  staff: readonly StaffOption[];
  bases: readonly BaseOption[];
}) {
  const form = useMemo(() => assetForm(bases), [bases]);
  const spec = useMemo(() => inventorySpec(form, staff), [form, staff]);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [event, setEvent] = useState<{ kind: EventKind; asset: AssetRow } | null>(null);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const search = useSearchParams();
  const exportUrl = `${INVENTORY_PATH}/export.csv?${listQueryString(readListState(search.entries(), INVENTORY_LIST))}`;

  const customForm = useMemo(
    () => ({
      target: (row?: AssetRow) => formTarget(form, row),
      dialog: (target: FormTarget | null, onClose: () => void) => (
        <SpecFormDialog
          form={form}
          endpoint={INVENTORY_PATH}
          target={editing ?? target}
          onClose={editing ? () => setEditing(null) : onClose}
        />
      ),
    }),
    [form, editing],
  );
  // Stable, so that a row's buttons (the dialogs' openers, which get the focus back) are not drawn anew.
  const rowButtons = useCallback(
    (r: AssetRow) => (
      <>
        {r.status === 'deployable' && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Check out ${r.asset_tag}`}
            onClick={() => setEvent({ kind: 'checkout', asset: r })}
          >
            Check out
          </Button>
        )}
        {r.status === 'deployed' && (
          <Button variant="ghost" size="sm" aria-label={`Check in ${r.asset_tag}`} onClick={() => setEvent({ kind: 'checkin', asset: r })}>
            Check in
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-label={`Details of ${r.asset_tag}`} onClick={() => setDetailId(r.id)}>
          Details
        </Button>
      </>
    ),
    [],
  );

  return (
    <>
      <ResourceScreen
        spec={spec}
        initial={initial}
        customForm={customForm}
        rowButtons={rowButtons}
        actions={
          <Button variant="secondary" size="sm" onClick={() => window.location.assign(exportUrl)}>
            Export CSV
          </Button>
        }
      />
      <AssetDetailDialog
        id={detailId}
        onClose={() => setDetailId(null)}
        onEvent={(kind, asset) => setEvent({ kind, asset })}
        onEdit={(asset) => setEditing(formTarget(form, asset))}
      />
      <EventDialog open={event} staff={staff} onClose={() => setEvent(null)} />
    </>
  );
}
