'use client';
// A backlog item: CREATE's form (its screen filled from the page it was opened on), and an existing item's
// detail with its comments, editable by its author, root and admin (any status; archiving and removing
// ask first, spec 4). Saves go to POST /api/backlog; toasts as spec 8.
import { useState } from 'react';
import { FormActions } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { type FormField, type FormValues, formBody, formValues } from '@/components/crud/form-values';
import type { ShellUser } from '@/components/shell/shell-user';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isSuperRole } from '@/lib/access/roles';
import { useApiMutation, useApiQuery } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { fmtInstant } from '@/lib/format/dates';
import {
  BACKLOG_CATEGORIES,
  BACKLOG_STATUS,
  BACKLOG_STATUS_TEXT,
  BACKLOG_STATUSES,
  type BacklogDetail,
  type BacklogSave,
  backlogSave,
  CONFIRMED_STATUSES,
  contextLabel,
  PRIORITY_TEXT,
} from '@/lib/schemas/backlog';
import { BACKLOG_TOAST, BacklogComments } from './backlog-comments';

const CATEGORY: FormField = {
  name: 'category',
  label: 'Category',
  kind: 'select',
  options: BACKLOG_CATEGORIES.map((c) => ({ value: c, label: c })),
};
const PRIORITY: FormField = {
  name: 'priority',
  label: 'Priority',
  kind: 'select',
  numeric: true,
  options: PRIORITY_TEXT.map((label, i) => ({ value: String(i), label })),
};
const STATUS: FormField = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  numeric: true,
  options: BACKLOG_STATUSES.map((s) => ({ value: String(s), label: BACKLOG_STATUS_TEXT[s] })),
};
const PATH: FormField = { name: 'path', label: 'Screen', disabled: true, hint: 'The screen this item is about (its route name)' };
const TITLE: FormField = { name: 'title', label: 'Title', required: true, span: 2, placeholder: 'What is wrong, or what would help?' };
const DESCRIPTION: FormField = { name: 'description', label: 'Description', kind: 'textarea', nullable: true, span: 2 };
const NEW_FIELDS = [CATEGORY, PRIORITY, PATH, TITLE, DESCRIPTION];
const EDIT_FIELDS = [CATEGORY, PRIORITY, STATUS, PATH, TITLE, DESCRIPTION];

const CONFIRM_TEXT: Partial<Record<number, { title: string; description: string; label: string }>> = {
  [BACKLOG_STATUS.archived]: {
    title: 'Archive this item?',
    description: 'It leaves the ISSUE / IDEA, INPROGRESS and DONE tabs.',
    label: 'Archive',
  },
  [BACKLOG_STATUS.removed]: { title: 'Remove this item?', description: 'It disappears for everyone, with its comments.', label: 'Remove' },
};

export function BacklogItemDialog({
  editing,
  onClose,
  user,
  routeName,
}: {
  editing: { id: number } | 'new' | null;
  onClose: () => void;
  user: ShellUser;
  routeName: string;
}) {
  const id = editing && editing !== 'new' ? editing.id : null;
  const detail = useApiQuery<BacklogDetail>(id ? `/api/backlog/${id}` : null);
  const item = detail.data;
  const mayEdit = editing === 'new' || (!!item && (item.user === user.id || isSuperRole(user.role)));
  const title = editing === 'new' ? 'New issue or idea' : item ? `#${item.id} ${item.title}` : 'Backlog item';

  return (
    <Dialog open={editing !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent title={title} maxWidth={680} data-testid="backlog-item-dialog">
        {editing === 'new' ? (
          <ItemForm fields={NEW_FIELDS} initial={{ category: 'ISSUE', priority: 1, status: 0, path: routeName }} onDone={onClose} />
        ) : !item ? (
          <div className="flex h-40 items-center justify-center text-sm text-slate-500">
            {detail.isFetching ? <Spinner className="size-5" /> : 'This item is not available.'}
          </div>
        ) : (
          <div className="space-y-5">
            <p className="text-xs text-slate-600">
              Filed by {item.user_name} on {fmtInstant(item.created)}
            </p>
            {mayEdit ? <ItemForm fields={EDIT_FIELDS} initial={item} onDone={onClose} /> : <ItemView item={item} />}
            <BacklogComments backlog={item.id} comments={item.comments} user={user} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ItemView({ item }: { item: BacklogDetail }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Badge tone={item.category === 'ISSUE' ? 'red' : 'green'}>{item.category}</Badge>
        <Badge tone="blue">{BACKLOG_STATUS_TEXT[item.status as keyof typeof BACKLOG_STATUS_TEXT] ?? item.status}</Badge>
        <Badge>{PRIORITY_TEXT[item.priority] ?? item.priority}</Badge>
        <Badge>{contextLabel(item.path)}</Badge>
      </div>
      <p className="whitespace-pre-line text-sm text-slate-800">{item.description || 'No description.'}</p>
      <p className="text-xs text-slate-500">Only its author, root and admin edit an item; comment below.</p>
    </div>
  );
}

function ItemForm({
  fields,
  initial,
  onDone,
}: {
  fields: FormField[];
  initial: Partial<BacklogDetail> & { path: string };
  onDone: () => void;
}) {
  const { toast } = useToast();
  const id = initial.id ?? 0;
  const toBody = (v: FormValues) => ({ ...formBody(fields, v), id });
  const form = useSchemaForm<FormValues, typeof backlogSave>(backlogSave, { defaultValues: formValues(fields, initial), toBody });
  const save = useApiMutation<{ id: number }, BacklogSave>({ path: '/api/backlog' });
  const [confirm, setConfirm] = useState<BacklogSave | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(body: BacklogSave) {
    try {
      const res = await save.mutateAsync(body);
      if (!res?.id) return toast(BACKLOG_TOAST.noId, { type: 'error' });
      toast(id ? BACKLOG_TOAST.updated : BACKLOG_TOAST.created, { type: 'success' });
      onDone();
    } catch (err) {
      toast(BACKLOG_TOAST.failed, { type: 'error' });
      throw err;
    }
  }

  async function submit() {
    setBusy(true);
    try {
      await submitForm(form, async (body) => {
        const asks = body.status !== initial.status && CONFIRMED_STATUSES.includes(body.status as never);
        if (asks) setConfirm(body);
        else await send(body);
      });
    } catch {
      // The fields show the API's messages and the toast said it failed.
    } finally {
      setBusy(false);
    }
  }

  const ask = confirm ? CONFIRM_TEXT[confirm.status ?? 0] : undefined;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormFields form={form} fields={fields} idPrefix="backlog" />
      <FormActions busy={busy} submitLabel={id ? 'Save' : 'Create'} />
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={ask?.title ?? ''}
        description={ask?.description}
        confirmLabel={ask?.label}
        destructive
        onConfirm={async () => {
          if (confirm) await send(confirm);
        }}
      />
    </form>
  );
}
