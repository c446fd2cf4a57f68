'use client';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { FormDialog, issuesToFields, useFieldErrors } from '@/components/crud/form-dialog';
import { actionsColumn } from '@/components/crud/row-actions';
import { DataTable, type TableFeatures } from '@/components/data-table/data-table';
import { useListState } from '@/components/data-table/use-list-state';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FilterSelect, Select } from '@/components/ui/select';
import { ROLES, type Role, roleInfo, roleLabel, UNITS, type Unit } from '@/lib/access/roles';
import { api } from '@/lib/client/api';
import type { ListResult } from '@/lib/schemas/list';
import { type AdminUserRow, adminUserCreate, adminUserUpdate } from '@/lib/schemas/users/admin';

type Row = Omit<AdminUserRow, 'created_at'> & { created_at: string };

const ENDPOINT = '/api/user/admin';
const NO_UNIT = 'none';
const roleOptions = ROLES.map((r) => ({ value: r.value, label: `${r.label} (${r.value})` }));
const unitLabel = (u: string | null) => (u ? u[0].toUpperCase() + u.slice(1) : '–');

const helper = createColumnHelper<TableFeatures, Row>();

interface Draft {
  id?: number;
  name: string;
  email: string;
  password: string;
  role: Role | '';
  unit: Unit | typeof NO_UNIT;
  active: boolean;
}
const emptyDraft: Draft = { name: '', email: '', password: '', role: '', unit: NO_UNIT, active: true };

export function UserManager({ initial }: { initial: ListResult<Row> }) {
  const { toast } = useToast();
  const [reloadKey, setReloadKey] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const errors = useFieldErrors();
  const { state, update } = useListState({ limit: 25, sort: 'name', order: 'asc' });
  const reload = () => setReloadKey((k) => k + 1);
  // Row buttons call the latest handlers without rebuilding the columns.
  const actions = useRef({ edit: (_row: Row) => {}, remove: (_row: Row) => {} });

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('name', { header: 'Name' }),
        helper.accessor('email', { header: 'Email' }),
        helper.accessor('role', { header: 'Role', cell: (c) => roleLabel(c.getValue()) }),
        helper.accessor('unit', { header: 'Unit', cell: (c) => unitLabel(c.getValue()) }),
        helper.accessor('active', {
          header: 'Status',
          enableSorting: false,
          cell: (c) => (c.getValue() ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>),
        }),
        helper.display(actionsColumn((r) => r.name, { edit: (r) => actions.current.edit(r), remove: (r) => actions.current.remove(r) })),
      ]),
    [],
  );

  actions.current = { edit: (row) => edit(row), remove: setDeleting };

  function edit(row?: Row) {
    errors.clear();
    setDraft(
      row
        ? { id: row.id, name: row.name, email: row.email, password: '', role: row.role, unit: row.unit ?? NO_UNIT, active: row.active }
        : emptyDraft,
    );
  }

  async function save(): Promise<boolean> {
    if (!draft) return false;
    const body = {
      name: draft.name,
      email: draft.email,
      ...(draft.password || !draft.id ? { password: draft.password } : {}),
      role: draft.role || undefined,
      unit: draft.unit === NO_UNIT ? null : draft.unit,
      active: draft.active,
    };
    const parsed = (draft.id ? adminUserUpdate : adminUserCreate).safeParse(body);
    if (!parsed.success) {
      errors.set(issuesToFields(parsed.error.issues));
      return false;
    }
    errors.clear();
    try {
      if (draft.id) await api(`${ENDPOINT}/${draft.id}`, { method: 'PUT', json: body });
      else await api(ENDPOINT, { method: 'POST', json: body });
    } catch (err) {
      errors.fromApi(err);
    }
    toast(draft.id ? 'User updated' : 'User created', { type: 'success' });
    reload();
    return true;
  }

  async function remove() {
    if (!deleting) return;
    try {
      await api(`${ENDPOINT}/${deleting.id}`, { method: 'DELETE' });
      toast('User deleted', { type: 'success' });
      reload();
    } catch (err) {
      toast(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' });
    }
  }

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const allowedUnits = draft?.role ? (roleInfo(draft.role)?.units ?? []) : UNITS;

  return (
    <>
      <DataTable<Row>
        endpoint={ENDPOINT}
        columns={columns}
        initial={initial}
        defaultSort={{ field: 'name', order: 'asc' }}
        searchPlaceholder="Search name, email or role"
        reloadKey={reloadKey}
        emptyTitle="No users yet"
        csv={{
          filename: 'users',
          columns: [
            { header: 'id', value: (r) => r.id },
            { header: 'name', value: (r) => r.name },
            { header: 'email', value: (r) => r.email },
            { header: 'role', value: (r) => r.role },
            { header: 'unit', value: (r) => r.unit },
            { header: 'active', value: (r) => r.active },
          ],
        }}
        filters={
          <>
            <FilterSelect
              aria-label="Filter by role"
              className="w-60"
              value={state.filters.role}
              onChange={(v) => update({ filters: { role: v } })}
              all="All roles"
              options={roleOptions}
            />
            <FilterSelect
              aria-label="Filter by unit"
              className="w-40"
              value={state.filters.unit}
              onChange={(v) => update({ filters: { unit: v } })}
              all="All units"
              options={UNITS.map((u) => ({ value: u, label: unitLabel(u) }))}
            />
          </>
        }
        actions={<Button onClick={() => edit()}>+ Add User</Button>}
      />

      <FormDialog
        open={!!draft}
        onOpenChange={(o) => !o && setDraft(null)}
        title={draft?.id ? 'Edit user' : 'New user'}
        submitLabel={draft?.id ? 'Save' : 'Create'}
        onSubmit={save}
      >
        {draft && (
          <div className="grid grid-cols-2 gap-4">
            <Field label="Name" htmlFor="user-name" error={errors.fields.name}>
              <Input id="user-name" value={draft.name} onChange={(e) => set({ name: e.target.value })} invalid={!!errors.fields.name} />
            </Field>
            <Field label="Email" htmlFor="user-email" error={errors.fields.email}>
              <Input
                id="user-email"
                type="email"
                value={draft.email}
                onChange={(e) => set({ email: e.target.value })}
                invalid={!!errors.fields.email}
              />
            </Field>
            <Field label="Role" htmlFor="user-role" error={errors.fields.role}>
              <Select
                id="user-role"
                value={draft.role || undefined}
                placeholder="Choose a role"
                options={roleOptions}
                invalid={!!errors.fields.role}
                onValueChange={(v) => {
                  const units = roleInfo(v)?.units ?? [];
                  set({ role: v as Role, unit: units.length === 0 ? NO_UNIT : units.includes(draft.unit as Unit) ? draft.unit : units[0] });
                }}
              />
            </Field>
            <Field label="Unit" htmlFor="user-unit" error={errors.fields.unit}>
              <Select
                id="user-unit"
                value={draft.unit}
                disabled={allowedUnits.length <= 1}
                invalid={!!errors.fields.unit}
                options={
                  allowedUnits.length
                    ? allowedUnits.map((u) => ({ value: u, label: unitLabel(u) }))
                    : [{ value: NO_UNIT, label: 'No unit' }]
                }
                onValueChange={(v) => set({ unit: v as Unit })}
              />
            </Field>
            <Field
              label={draft.id ? 'New password (leave empty to keep)' : 'Password'}
              htmlFor="user-password"
              error={errors.fields.password}
            >
              <Input
                id="user-password"
                type="password"
                autoComplete="new-password"
                value={draft.password}
                onChange={(e) => set({ password: e.target.value })}
                invalid={!!errors.fields.password}
              />
            </Field>
            <label className="flex items-center gap-2 self-end pb-2 text-sm">
              <input
                type="checkbox"
                checked={draft.active}
                onChange={(e) => set({ active: e.target.checked })}
                className="size-4 accent-brand-600"
              />
              Active (may sign in)
            </label>
          </div>
        )}
      </FormDialog>

      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete user ${deleting?.name ?? ''} ?`}
        description="Their sessions end at once. This cannot be undone; to keep their history, make them inactive instead."
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </>
  );
}
