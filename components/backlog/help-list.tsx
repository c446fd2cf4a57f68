'use client';
// The 'Help ?' list: help entries searched by title and text (GET /api/help?q=), each opening to its text.
// Root and admin add, change and delete entries here ('backlog.help').
import { useState } from 'react';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { type FormField, type FormValues, formBody, formValues } from '@/components/crud/form-values';
import { useDebounced } from '@/components/hooks/use-debounced';
import type { ShellUser } from '@/components/shell/shell-user';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollBox } from '@/components/ui/scroll-box';
import { SearchBox } from '@/components/ui/search-box';
import { isSuperRole } from '@/lib/access/roles';
import { useApiGet, useApiSave, useApiWrite } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { contextLabel, type HelpRow, helpCreate } from '@/lib/schemas/backlog';

const HELP_FIELDS: FormField[] = [
  { name: 'title', label: 'Title', required: true, span: 2, placeholder: 'How to …' },
  { name: 'path', label: 'Screen (route name)', nullable: true, placeholder: 'flight-fleet', hint: 'Leave empty for any screen' },
  { name: 'desc', label: 'Text', kind: 'textarea', required: true, span: 2 },
];

export function HelpList({ user, height }: { user: ShellUser; height: number }) {
  const [q, setQ] = useState('');
  const asked = useDebounced(q.trim(), 250);
  const { data } = useApiGet('/api/help', { params: { query: { q: asked } }, keepPrevious: true });
  const rows = data?.data ?? [];
  const editor = isSuperRole(user.role);
  const [editing, setEditing] = useState<HelpRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HelpRow | null>(null);
  const { toast } = useToast();
  const remove = useApiWrite('delete', '/api/help/{id}');

  return (
    <div>
      <div className="mb-3 flex items-center gap-2">
        <SearchBox label="Search help" placeholder="Search help, e.g. schedule" value={q} onChange={setQ} className="min-w-0 flex-1" />
        {editor && (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            + Add help
          </Button>
        )}
      </div>
      <ScrollBox label="Help entries" className="shrink-0 rounded-md border border-slate-200" style={{ height }}>
        {rows.length === 0 ? (
          <EmptyState title="No help found" description="Try another word, or file a question with CREATE." />
        ) : (
          <ul className="divide-y divide-slate-100" data-testid="help-list">
            {rows.map((h) => (
              <li key={h.id}>
                <details className="group px-3 py-2">
                  <summary className="cursor-pointer list-none text-sm font-medium text-slate-900 marker:hidden">
                    <span className="mr-1 inline-block text-slate-500 transition-transform group-open:rotate-90" aria-hidden>
                      ›
                    </span>
                    {h.title}
                    {h.path && <span className="ml-2 text-xs font-normal text-slate-600">{contextLabel(h.path)}</span>}
                  </summary>
                  <p className="mt-1.5 whitespace-pre-line pl-3 text-sm text-slate-700">{h.desc}</p>
                  {editor && (
                    <div className="mt-2 flex gap-2 pl-3">
                      <Button size="sm" variant="secondary" aria-label={`Edit ${h.title}`} onClick={() => setEditing(h)}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" aria-label={`Delete ${h.title}`} onClick={() => setDeleting(h)}>
                        Delete
                      </Button>
                    </div>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )}
      </ScrollBox>
      {editing && <HelpForm entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete the help entry '${deleting?.title ?? ''}'?`}
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ params: { path: { id: deleting.id } } });
            toast('Deleted', { type: 'success' });
          } catch {
            toast('Ops, failed!', { type: 'error' });
          }
        }}
      />
    </div>
  );
}

function HelpForm({ entry, onClose }: { entry: HelpRow | null; onClose: () => void }) {
  const { toast } = useToast();
  const form = useSchemaForm<FormValues, typeof helpCreate>(helpCreate, {
    defaultValues: formValues(HELP_FIELDS, entry ?? {}),
    toBody: (v) => formBody(HELP_FIELDS, v),
  });
  const { save } = useApiSave('/api/help', {
    onSuccess: () => toast(entry ? 'Updated' : 'Created', { type: 'success' }),
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={entry ? `Edit help: ${entry.title}` : 'New help entry'}
      submitLabel="Save"
      onSubmit={() => submitForm(form, (body) => save(entry?.id, body))}
    >
      <FormFields form={form} fields={HELP_FIELDS} idPrefix="help" />
    </FormDialog>
  );
}
