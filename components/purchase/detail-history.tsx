'use client';
// The detail's history: a comment box (POST /api/purchase/history) and every step, newest first.
import type { FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollBox } from '@/components/ui/scroll-box';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { purchaseHistoryCreate } from '@/lib/schemas/purchase';
import { HistoryActionBadge } from './badges';
import { TextArea } from './form-fields';
import { fmtDateTime } from './format';
import { usePurchaseWrite } from './purchase-api';
import type { PurchaseDetail } from './types';

export function DetailHistory({ purchase }: { purchase: PurchaseDetail }) {
  const rows = [...purchase.history].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="History">
      <h3 className="border-b border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-900">History</h3>
      <CommentForm purchaseId={purchase.id} />
      {rows.length === 0 ? (
        <EmptyState title="No history yet" className="py-6" />
      ) : (
        <ScrollBox label="History entries" className="max-h-[32rem]">
          <ol className="divide-y divide-slate-100" data-testid="purchase-history">
            {rows.map((h) => (
              <li key={h.id} className="px-4 py-2.5 text-sm">
                <div className="flex items-center gap-2">
                  <HistoryActionBadge action={h.action} />
                  <span className="ml-auto text-xs text-slate-500">{fmtDateTime(h.created_at)}</span>
                </div>
                <p className="mt-1 text-slate-700">{h.user_name ?? 'Someone'}</p>
                {h.comment && <p className="mt-0.5 whitespace-pre-line text-slate-600 italic">“{h.comment}”</p>}
              </li>
            ))}
          </ol>
        </ScrollBox>
      )}
    </section>
  );
}

function CommentForm({ purchaseId }: { purchaseId: number }) {
  const { toast } = useToast();
  const form = useSchemaForm<{ comment: string }, typeof purchaseHistoryCreate>(purchaseHistoryCreate, {
    defaultValues: { comment: '' },
    toBody: (v) => ({ purchase_id: purchaseId, comment: v.comment }),
  });
  const add = usePurchaseWrite('post', '/api/purchase/history', {
    onSuccess: () => {
      form.reset({ comment: '' });
      toast('Comment added', { type: 'success' });
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const saved = await submitForm(form, (body) => add.mutateAsync({ body }));
      // An empty box says so in the screen's words rather than the schema's.
      if (!saved && !form.getValues('comment').trim()) form.setError('comment', { type: 'required', message: 'Please write a comment' });
    } catch (err) {
      const message = form.getFieldState('comment').error?.message ?? (err as Error).message;
      form.setError('comment', { type: 'server', message });
      toast(message, { type: 'error' });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2 border-b border-slate-100 px-4 py-3">
      <TextArea control={form.control} name="comment" label="Add a comment" />
      <div className="flex justify-end">
        <Button type="submit" size="sm" variant="secondary" loading={add.isPending}>
          Comment
        </Button>
      </div>
    </form>
  );
}
