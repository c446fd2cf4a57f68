'use client';
// A warehouse document (POST /api/marine/master-mutation): a goods receipt adds each line's quantity, a
// stock count sets each line's counted on hand. Posted all or nothing: a count below what open orders
// hold is refused with the API's 409 naming the item, and nothing is posted.
import { Controller, useFieldArray } from 'react-hook-form';
import { FormDialog } from '@/components/crud/form-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { fieldMessages } from '@/lib/client/field-messages';
import { useApiWrite } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { readWhole } from '@/lib/format/idr-input';
import { type DocType, masterMutationCreate } from '@/lib/schemas/marine/stock';
import { useItemOptions } from './item-options';
import { ENDPOINTS } from './lists';

interface DocValues {
  reference: string;
  notes: string;
  lines: { item_id: string; quantity: string }[];
}

const TEXT: Record<Exclude<DocType, 'delivery'>, { title: string; quantity: string; submit: string; toast: string }> = {
  receipt: { title: 'Receive goods', quantity: 'Quantity received', submit: 'Post receipt', toast: 'Goods received' },
  count: { title: 'Count stock', quantity: 'Counted on hand', submit: 'Post count', toast: 'Stock count posted' },
};

export function DocumentDialog({ docType, onClose }: { docType: 'receipt' | 'count' | null; onClose: () => void }) {
  return docType ? <DocumentForm key={docType} docType={docType} onClose={onClose} /> : null;
}

function DocumentForm({ docType, onClose }: { docType: 'receipt' | 'count'; onClose: () => void }) {
  const { toast } = useToast();
  const { options } = useItemOptions();
  const text = TEXT[docType];
  const form = useSchemaForm<DocValues, typeof masterMutationCreate>(masterMutationCreate, {
    defaultValues: { reference: '', notes: '', lines: [{ item_id: '', quantity: '' }] },
    toBody: (v) => ({
      doc_type: docType,
      reference: v.reference.trim() || null,
      notes: v.notes.trim() || null,
      lines: v.lines.map((l) => ({ item_id: l.item_id ? Number(l.item_id) : undefined, quantity: readWhole(l.quantity) })),
    }),
    shouldFocusError: false,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const save = useApiWrite('post', ENDPOINTS.masterMutation, {
    invalidates: [ENDPOINTS.inventory, ENDPOINTS.items, ENDPOINTS.history, ENDPOINTS.stockMutation],
  });
  const messages = fieldMessages(form.formState.errors);

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      submitLabel={text.submit}
      maxWidth={760}
      onSubmit={async () => {
        const ok = await submitForm(form, (body) => save.mutateAsync({ body }));
        if (ok) toast(text.toast, { type: 'success' });
        return ok;
      }}
    >
      <div className="grid grid-cols-2 gap-4">
        <Field
          label="Reference"
          htmlFor="doc-reference"
          hint={docType === 'receipt' ? "The supplier's delivery note" : 'e.g. Monthly count'}
        >
          <Input id="doc-reference" {...form.register('reference')} />
        </Field>
        <Field label="Notes" htmlFor="doc-notes">
          <Input id="doc-notes" {...form.register('notes')} />
        </Field>
      </div>
      {messages.lines && (
        <p role="alert" className="text-sm text-red-700">
          {messages.lines}
        </p>
      )}
      <div className="space-y-2">
        {lines.fields.map((line, n) => (
          <div key={line.id} className="flex items-start gap-2" data-testid="doc-line">
            <div className="min-w-0 flex-1">
              <Controller
                control={form.control}
                name={`lines.${n}.item_id`}
                render={({ field }) => (
                  <Combobox
                    aria-label={`Item of line ${n + 1}`}
                    value={field.value || undefined}
                    onValueChange={field.onChange}
                    options={options}
                    placeholder="Type a SKU or product"
                    invalid={!!messages[`lines.${n}.item_id`]}
                  />
                )}
              />
              {messages[`lines.${n}.item_id`] && <p className="mt-0.5 text-xs text-red-700">{messages[`lines.${n}.item_id`]}</p>}
            </div>
            <div className="w-40">
              <Input
                aria-label={`${text.quantity} on line ${n + 1}`}
                placeholder={text.quantity}
                inputMode="numeric"
                className="text-right tabular-nums"
                {...form.register(`lines.${n}.quantity`)}
              />
              {messages[`lines.${n}.quantity`] && <p className="mt-0.5 text-xs text-red-700">{messages[`lines.${n}.quantity`]}</p>}
            </div>
            <Button type="button" variant="ghost" size="sm" aria-label={`Remove line ${n + 1}`} onClick={() => lines.remove(n)}>
              Remove
            </Button>
          </div>
        ))}
        <Button type="button" variant="secondary" size="sm" onClick={() => lines.append({ item_id: '', quantity: '' })}>
          + Add line
        </Button>
      </div>
    </FormDialog>
  );
}
