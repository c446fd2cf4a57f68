'use client';
// 'Delete … ?' with a confirmation: DELETE {endpoint}/{id}, a toast either way. A 409 (the row is still
// referenced) shows the API's message as an error toast and deletes nothing.
import type { ReactNode } from 'react';
import { useToast } from '@/components/shell/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type ApiDeletePath, itemPath } from '@/lib/client/api-client';
import { useApiWrite } from '@/lib/client/query';

export interface DeleteTarget {
  id: number;
  /** How the row is named in the question and the toast ('aircraft PK-ABC'). */
  label: string;
}

export function DeleteDialog({
  target,
  onClose,
  endpoint,
  description,
  successMessage,
  onDeleted,
  invalidates,
}: {
  /** Open while set. */
  target: DeleteTarget | null;
  onClose: () => void;
  /** The collection: DELETE endpoint/{id}. */
  endpoint: ApiDeletePath;
  description?: ReactNode;
  successMessage: string;
  onDeleted?: (id: number) => void;
  /** Other lists that show the row (the endpoint's own lists always reload). */
  invalidates?: readonly string[];
}) {
  const { toast } = useToast();
  const mutation = useApiWrite('delete', itemPath(endpoint), { invalidates });

  async function remove() {
    if (!target) return;
    try {
      await mutation.mutateAsync({ params: { path: { id: target.id } } });
      toast(successMessage, { type: 'success' });
      onDeleted?.(target.id);
    } catch (err) {
      const reason = err instanceof Error ? err.message : 'Something went wrong';
      toast(`Cannot delete ${target.label}. ${reason}`, { type: 'error', timeout: 6000 });
    }
  }

  return (
    <ConfirmDialog
      open={!!target}
      onOpenChange={(o) => !o && onClose()}
      title={`Delete ${target?.label ?? ''} ?`}
      description={description ?? 'This cannot be undone.'}
      confirmLabel="Delete"
      destructive
      onConfirm={remove}
    />
  );
}
