'use client';
// A declared list screen (ResourceScreenSpec): the DataTable with its filters, CSV columns and 'Columns'
// menu, the add button, the row buttons, the form dialog and the delete confirmation. The API checks
// every write again; `can` only hides what the user may not do.
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { type ReactNode, useMemo, useState } from 'react';
import { DataTable, type TableColumn } from '@/components/data-table/data-table';
import type { FirstPage } from '@/components/data-table/list-params';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import type { ListResult } from '@/lib/schemas/list';
import type { DeleteTarget } from './delete-dialog';
import { formValues } from './form-values';
import { csvColumns, tableColumns } from './resource-columns';
import type { FormTarget, Saved } from './resource-form';
import { type ResourceFormSpec, type ResourcePermissions, type ResourceScreenSpec, saveTargetOf } from './resource-spec';
import { RowActions } from './row-actions';
import type { SpecFormDialogProps } from './spec-form-dialog';

// The dialogs (form library, field widgets, Radix dialog) load when first opened, not with the list (issue 18).
/** The form dialog of a declared form (spec-form-dialog.tsx). */
export const SpecFormDialog = whenOpened<SpecFormDialogProps<unknown>>(
  dynamic(() => import('./spec-form-dialog').then((m) => m.SpecFormDialog), { ssr: false }),
  (p) => p.target !== null,
) as <Row>(props: SpecFormDialogProps<Row>) => ReactNode;
const LazyDeleteDialog = whenOpened(
  dynamic(() => import('./delete-dialog').then((m) => m.DeleteDialog), { ssr: false }),
  (p) => p.target !== null,
);

/** The form's starting values: a row's (to edit it) or the defaults (for a new one). */
export function formTarget<Row extends { id: number }>(form: ResourceFormSpec<Row>, row?: Row): FormTarget {
  const fields = typeof form.fields === 'function' ? form.fields({}, row?.id) : form.fields;
  if (!row) return { values: formValues(fields, form.defaults?.() ?? {}) };
  return { id: row.id, values: form.values?.(row) ?? formValues(fields, row) };
}

/** A form dialog of the screen's own (the crew form), opened with a row to edit or for a new one. */
export interface CustomForm<Row> {
  target: (row?: Row) => FormTarget;
  dialog: (target: FormTarget | null, onClose: () => void) => ReactNode;
}

export interface ResourceScreenProps<Row extends { id: number }> {
  spec: ResourceScreenSpec<Row>;
  /** A resource's first page, rendered on the server with its list's defaults and prefix (firstPage). */
  first?: FirstPage<Row>;
  /** The first page of a list whose defaults the spec gives. */
  initial?: ListResult<Row>;
  can?: ResourcePermissions;
  /** Buttons before the add button (e.g. 'Aircraft types'). */
  actions?: ReactNode;
  /** Filter controls after the declared filters. */
  filters?: ReactNode;
  /** Buttons of a row before Edit and Delete. */
  rowButtons?: (row: Row) => ReactNode;
  customForm?: CustomForm<Row>;
  onSaved?: (saved: Saved) => void;
  onDeleted?: () => void;
}

/** The spec's table: its columns, then the row buttons when there are any. */
function useScreenColumns<Row extends { id: number }>(
  spec: ResourceScreenSpec<Row>,
  on: { edit?: (row: Row) => void; remove?: (row: Row) => void; buttons?: (row: Row) => ReactNode },
): TableColumn<Row>[] {
  const { edit, remove, buttons } = on;
  const { columns, rowLabel } = spec;
  const blocked = spec.remove?.blocked;
  return useMemo(() => {
    const table = tableColumns(columns);
    if (!buttons && !(rowLabel && (edit || remove))) return table;
    const label = rowLabel ?? (() => '');
    const actions: TableColumn<Row> = {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      enableHiding: false,
      cell: ({ row }: { row: { original: Row } }) => (
        <div className="flex justify-end gap-1">
          {buttons?.(row.original)}
          {rowLabel && (edit || remove) && (
            <RowActions
              label={label(row.original)}
              onEdit={edit && (() => edit(row.original))}
              onDelete={remove && (() => remove(row.original))}
              deleteBlocked={blocked?.(row.original)}
            />
          )}
        </div>
      ),
    };
    return [...table, actions];
  }, [columns, rowLabel, edit, remove, buttons, blocked]);
}

export function ResourceScreen<Row extends { id: number }>({
  spec,
  first,
  initial = first?.initial,
  can = {},
  actions,
  filters,
  rowButtons,
  customForm,
  onSaved,
  onDeleted,
}: ResourceScreenProps<Row>) {
  const router = useRouter();
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const { form, remove } = spec;
  const saveTo = saveTargetOf(spec);
  const targetOf = useMemo(() => {
    if (customForm) return customForm.target;
    if (!form) return undefined;
    return (row?: Row) => {
      // The schema's module downloads alongside the dialog's, not after it.
      if (typeof form.schema === 'object' && 'import' in form.schema) void form.schema.import().catch(() => undefined);
      return formTarget(form, row);
    };
  }, [customForm, form]);
  const edit = useMemo(() => (targetOf && can.edit !== false ? (row: Row) => setEditing(targetOf(row)) : undefined), [targetOf, can.edit]);
  const removeRow = useMemo(
    () => (remove && can.delete !== false ? (row: Row) => setDeleting({ id: row.id, label: remove.label(row) }) : undefined),
    [remove, can.delete],
  );
  const columns = useScreenColumns(spec, { edit, remove: removeRow, buttons: rowButtons });
  const csv = useMemo(() => spec.csv && { filename: spec.csv.filename, columns: csvColumns(spec) }, [spec]);
  const { rowHref } = spec;
  const list = first?.list ?? spec.list;

  return (
    <>
      <DataTable<Row>
        endpoint={spec.endpoint}
        params={spec.params}
        paramPrefix={first?.prefix ?? spec.prefix}
        title={spec.title}
        columns={columns}
        initial={initial}
        defaultSort={list?.sort ? { field: list.sort, order: list.order ?? 'asc' } : undefined}
        pageSize={list?.limit}
        searchable={spec.search !== false}
        searchPlaceholder={spec.search || first?.search}
        filterFields={spec.filters}
        filters={filters}
        emptyTitle={spec.empty.title}
        emptyDescription={spec.empty.description}
        onRowClick={rowHref && ((row) => router.push(rowHref(row)))}
        rowClassName={spec.rowClassName}
        csv={csv}
        actions={
          (actions || (spec.addLabel && targetOf && can.create !== false)) && (
            <>
              {actions}
              {spec.addLabel && targetOf && can.create !== false && <Button onClick={() => setEditing(targetOf())}>{spec.addLabel}</Button>}
            </>
          )
        }
      />

      {customForm
        ? customForm.dialog(editing, () => setEditing(null))
        : form &&
          saveTo && (
            <SpecFormDialog
              form={form}
              endpoint={saveTo}
              invalidates={spec.invalidates}
              target={editing}
              onClose={() => setEditing(null)}
              onSaved={onSaved}
            />
          )}
      {spec.remove && (
        <LazyDeleteDialog
          target={deleting}
          onClose={() => setDeleting(null)}
          endpoint={spec.endpoint}
          invalidates={spec.invalidates}
          description={spec.remove.description}
          successMessage={spec.remove.toast}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
