'use client';
// Approve (comment optional) or reject (a reason required) with the version read: if the request moved on
// meanwhile the API answers 409, a toast says so and the request reloads.
import { useToast } from '@/components/shell/toast';
import { useSchemaForm } from '@/lib/client/schema-form';
import { typed } from '@/lib/format/typed-input';
import { approveBody, rejectBody } from '@/lib/schemas/purchase';
import { TextArea } from './form-fields';
import { purchaseReference } from './format';
import { usePurchaseWrite } from './purchase-api';
import { SaveDialog } from './save-dialog';
import type { PurchaseDetail } from './types';

export type Decision = 'approve' | 'reject';

export function DecisionDialog({ purchase, decision, onClose }: { purchase: PurchaseDetail; decision: Decision; onClose: () => void }) {
  const { toast } = useToast();
  const step = purchase.status === 0 ? 'PIC' : 'finance';
  const reject = decision === 'reject';
  const form = useSchemaForm<{ comment: string }, typeof approveBody | typeof rejectBody>(reject ? rejectBody : approveBody, {
    defaultValues: { comment: '' },
    toBody: (v) => ({ comment: typed(v.comment), version: purchase.version }),
  });
  const decide = usePurchaseWrite('post', reject ? '/api/purchase/{id}/reject' : '/api/purchase/{id}/approve', {
    onSuccess: () => toast(reject ? 'Purchase request rejected' : `Approved as ${step}`, { type: 'success' }),
  });

  return (
    <SaveDialog
      form={form}
      write={(body) => decide.mutateAsync({ params: { path: { id: purchase.id } }, body })}
      options={{ conflictCloses: true }}
      onClose={onClose}
      title={`${reject ? 'Reject' : 'Approve'} ${purchaseReference(purchase)}`}
      submitLabel={reject ? 'Reject' : 'Approve'}
    >
      <p className="text-sm text-slate-600">
        {reject
          ? 'The requester sees your reason in the history.'
          : step === 'PIC'
            ? 'Approving sends the request to finance.'
            : 'Approving opens the request for payment.'}
      </p>
      <TextArea control={form.control} name="comment" label={reject ? 'Reason' : 'Comment'} required={reject} rows={3} />
    </SaveDialog>
  );
}
