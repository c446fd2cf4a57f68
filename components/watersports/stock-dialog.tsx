'use client';
// Receive, issue or count one watersports item (POST /api/sws/product/stock) by the marine stock rules:
// an issue above what is available, or a count below what open orders reserved, is refused naming the
// item and changes nothing.
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { useToast } from '@/components/shell/toast';
import { boundFields } from '@/lib/client/field-messages';
import { useApiWrite } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { readWhole } from '@/lib/format/idr-input';
import { fmt } from '@/lib/format/numbers';
import type { ItemRow } from '@/lib/schemas/marine/catalogue';
import { REASONS_BY_ACTION, STOCK_ACTION_LABEL, STOCK_ACTIONS, type StockAction, swsStockCreate } from '@/lib/schemas/watersports/products';
import { SWS_ENDPOINTS } from './lists';

type StockValues = { action: string; quantity: string; reason: string; reference: string };
const REASON_LABELS: Record<string, string> = {
  received: 'Received from a supplier',
  returned: 'Returned by a customer',
  correction: 'Correction',
  sold: 'Sold (outside the shop)',
  damaged: 'Damaged',
  count: 'Stock count',
};
const QUANTITY_LABEL: Record<StockAction, string> = { receive: 'Quantity received', issue: 'Quantity issued', count: 'Counted on hand' };

export function StockDialog({ item, onClose }: { item: ItemRow | null; onClose: () => void }) {
  return item ? <StockForm key={item.id} item={item} onClose={onClose} /> : null;
}

function StockForm({ item, onClose }: { item: ItemRow; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm<StockValues, typeof swsStockCreate>(swsStockCreate, {
    defaultValues: { action: 'receive', quantity: '', reason: 'received', reference: '' },
    toBody: (v) => ({
      item_id: item.id,
      action: v.action,
      quantity: readWhole(v.quantity),
      reason: v.reason || undefined,
      reference: v.reference.trim() || null,
    }),
    shouldFocusError: false,
  });
  const save = useApiWrite('post', SWS_ENDPOINTS.stock, { invalidates: [SWS_ENDPOINTS.product, SWS_ENDPOINTS.history] });
  const bound = boundFields(form, ['action', 'quantity', 'reason', 'reference']);
  const action = (form.watch('action') || 'receive') as StockAction;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Stock of ${item.sku}`}
      submitLabel={STOCK_ACTION_LABEL[action]}
      maxWidth={640}
      onSubmit={async () => {
        let onHand = 0;
        const ok = await submitForm(form, async (body) => {
          onHand = (await save.mutateAsync({ body })).on_hand;
        });
        if (ok) toast(`${item.sku}: ${fmt(onHand)} on hand`, { type: 'success' });
        return ok;
      }}
    >
      <p className="text-sm text-slate-600">
        {item.product_name} {item.size_name}: <strong>{fmt(item.on_hand)}</strong> on hand, {fmt(item.reserved)} reserved by open orders,{' '}
        {fmt(item.available)} available.
      </p>
      <FormFields
        idPrefix="stock"
        values={bound.values}
        errors={bound.errors}
        onChange={(name, value) => {
          bound.onChange(name, value);
          if (name === 'action') bound.onChange('reason', REASONS_BY_ACTION[value as StockAction][0]);
        }}
        fields={[
          {
            name: 'action',
            label: 'Action',
            kind: 'select',
            required: true,
            options: STOCK_ACTIONS.map((a) => ({ value: a, label: STOCK_ACTION_LABEL[a] })),
          },
          { name: 'quantity', label: QUANTITY_LABEL[action], required: true, placeholder: action === 'count' ? '0' : '1' },
          {
            name: 'reason',
            label: 'Reason',
            kind: 'select',
            required: true,
            options: REASONS_BY_ACTION[action].map((r) => ({ value: r, label: REASON_LABELS[r] ?? r })),
          },
          { name: 'reference', label: 'Reference', placeholder: 'e.g. supplier delivery note' },
        ]}
      />
    </FormDialog>
  );
}
