'use client';
// The Edit / Delete buttons at the end of a table row, named after the row for screen readers and tests.
import { useId } from 'react';
import { Button } from '@/components/ui/button';

export function RowActions({
  label,
  onEdit,
  onDelete,
  deleteBlocked,
}: {
  /** The row's name: the buttons read 'Edit {label}' and 'Delete {label}'. */
  label: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Why this row cannot be deleted: Delete stays in its place, disabled, and tells why (hover and screen readers). */
  deleteBlocked?: string | null;
}) {
  const reasonId = useId();
  return (
    <div className="flex justify-end gap-1">
      {onEdit && (
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      )}
      {onDelete && deleteBlocked && (
        <>
          <Button
            size="sm"
            variant="ghost"
            className="cursor-not-allowed text-slate-500"
            aria-disabled="true"
            aria-label={`Delete ${label}`}
            aria-describedby={reasonId}
            title={deleteBlocked}
          >
            Delete
          </Button>
          <span id={reasonId} className="sr-only">
            {deleteBlocked}
          </span>
        </>
      )}
      {onDelete && !deleteBlocked && (
        <Button size="sm" variant="ghost" className="text-red-700" onClick={onDelete} aria-label={`Delete ${label}`}>
          Delete
        </Button>
      )}
    </div>
  );
}

/** A table's last column: RowActions named after the row (always shown: not in the 'Columns' menu). */
export function actionsColumn<T>(label: (row: T) => string, on: { edit?: (row: T) => void; remove?: (row: T) => void }) {
  const { edit, remove } = on;
  return {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    enableHiding: false,
    cell: ({ row }: { row: { original: T } }) => (
      <RowActions
        label={label(row.original)}
        onEdit={edit ? () => edit(row.original) : undefined}
        onDelete={remove ? () => remove(row.original) : undefined}
      />
    ),
  };
}
