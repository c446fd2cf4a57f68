'use client';
// Issue stock (POST /api/marine/stock-mutation, out): an item leaves the warehouse outside an order, with
// its reason (sold, damaged, correction) and reference. More than is available is refused (409 naming the
// item and what is available) and changes nothing.
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { useToast } from '@/components/shell/toast';
import { boundFields } from '@/lib/client/field-messages';
import { useApiWrite } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { readWhole } from '@/lib/format/idr-input';
import { REASONS_BY_INOUT, stockMutationCreate } from '@/lib/schemas/marine/stock';
import { useItemOptions } from './item-options';
import { ENDPOINTS } from './lists';

type IssueValues = { item_id: string; quantity: string; reason: string; reference: string };
const REASON_LABELS: Record<string, string> = { sold: 'Sold (outside the shop)', damaged: 'Damaged', correction: 'Correction' };

export function IssueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? <IssueForm onClose={onClose} /> : null;
}

function IssueForm({ onClose }: { onClose: () => void }) {
  const { toast } = useToast();
  const { options } = useItemOptions();
  const form = useSchemaForm<IssueValues, typeof stockMutationCreate>(stockMutationCreate, {
    defaultValues: { item_id: '', quantity: '', reason: 'damaged', reference: '' },
    toBody: (v) => ({
      item_id: v.item_id ? Number(v.item_id) : undefined,
      inout: 'out',
      quantity: readWhole(v.quantity),
      reason: v.reason,
      reference: v.reference.trim() || null,
    }),
    shouldFocusError: false,
  });
  const save = useApiWrite('post', ENDPOINTS.stockMutation, { invalidates: [ENDPOINTS.inventory, ENDPOINTS.items, ENDPOINTS.history] });
  const bound = boundFields(form, ['item_id', 'quantity', 'reason', 'reference']);
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="Issue stock"
      submitLabel="Issue"
      maxWidth={640}
      onSubmit={async () => {
        const ok = await submitForm(form, (body) => save.mutateAsync({ body }));
        if (ok) toast('Stock issued', { type: 'success' });
        return ok;
      }}
    >
      <FormFields
        idPrefix="issue"
        values={bound.values}
        errors={bound.errors}
        onChange={bound.onChange}
        fields={[
          { name: 'item_id', label: 'Item', kind: 'combobox', required: true, span: 2, placeholder: 'Type a SKU or product', options },
          { name: 'quantity', label: 'Quantity', required: true, placeholder: '1' },
          {
            name: 'reason',
            label: 'Reason',
            kind: 'select',
            required: true,
            options: REASONS_BY_INOUT.out.map((r) => ({ value: r, label: REASON_LABELS[r] ?? r })),
          },
          { name: 'reference', label: 'Reference', span: 2, placeholder: 'e.g. damage report 12/2026' },
        ]}
      />
    </FormDialog>
  );
}
