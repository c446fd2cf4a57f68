'use client';
// User Manager (/user-manager): the staff accounts with search, role and unit filters, create/edit with
// the API's schema beside each field (the unit follows the role), delete, CSV export.
import type { FormField, FormValues } from '@/components/crud/resource-form';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { Badge } from '@/components/ui/badge';
import { ROLES, roleInfo, roleLabel, UNITS, type Unit } from '@/lib/access/roles';
import type { ListResult } from '@/lib/schemas/list';
import type { AdminUserRow } from '@/lib/schemas/users/admin';

type Row = Omit<AdminUserRow, 'created_at'> & { created_at: string };

const NO_UNIT = 'none';
const roleOptions = ROLES.map((r) => ({ value: r.value, label: `${r.label} (${r.value})` }));
const unitLabel = (u: string | null) => (u ? u[0].toUpperCase() + u.slice(1) : '–');
const unitsOf = (role: unknown): readonly Unit[] => (typeof role === 'string' && role ? (roleInfo(role)?.units ?? []) : UNITS);

function userFields(values: FormValues, id: number | undefined): FormField[] {
  const units = unitsOf(values.role);
  return [
    { name: 'name', label: 'Name' },
    { name: 'email', label: 'Email', input: 'email' },
    { name: 'role', label: 'Role', kind: 'select', placeholder: 'Choose a role', options: roleOptions },
    {
      name: 'unit',
      label: 'Unit',
      kind: 'select',
      disabled: units.length <= 1,
      options: units.length ? units.map((u) => ({ value: u, label: unitLabel(u) })) : [{ value: NO_UNIT, label: 'No unit' }],
    },
    { name: 'password', label: id ? 'New password (leave empty to keep)' : 'Password', input: 'password' },
    { name: 'active', label: 'Active (may sign in)', kind: 'checkbox' },
  ];
}

const users: ResourceScreenSpec<Row> = {
  endpoint: '/api/user/admin',
  list: { limit: 25, sort: 'name', order: 'asc' },
  search: 'Search name, email or role',
  filters: [
    { name: 'role', label: 'Filter by role', all: 'All roles', options: roleOptions, width: 'w-60' },
    {
      name: 'unit',
      label: 'Filter by unit',
      all: 'All units',
      options: UNITS.map((u) => ({ value: u, label: unitLabel(u) })),
      width: 'w-40',
    },
  ],
  columns: [
    { id: 'id', header: 'ID', sortable: true, align: 'right', hidden: true, csv: true },
    { id: 'name', header: 'Name', sortable: true, csv: true },
    { id: 'email', header: 'Email', sortable: true, csv: true },
    { id: 'role', header: 'Role', sortable: true, csv: true, cell: (r) => roleLabel(r.role) },
    { id: 'unit', header: 'Unit', sortable: true, csv: true, cell: (r) => unitLabel(r.unit) },
    {
      id: 'active',
      header: 'Status',
      csv: true,
      cell: (r) => (r.active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>),
    },
  ],
  csv: { filename: 'users' },
  empty: { title: 'No users yet' },
  rowLabel: (r) => r.name,
  addLabel: '+ Add User',
  form: {
    fields: userFields,
    schema: { import: () => import('@/lib/schemas/users/admin').then((m) => m.adminUserSchema) },
    idPrefix: 'user',
    history: 'users',
    defaults: () => ({ unit: NO_UNIT, active: true }),
    values: (r) => ({ name: r.name, email: r.email, password: '', role: r.role, unit: r.unit ?? NO_UNIT, active: r.active }),
    // The unit follows the role: kept when it fits, else the role's first unit (or none).
    onFieldChange: (name, value, values) => {
      if (name !== 'role') return;
      const units = unitsOf(value);
      return { unit: units.length === 0 ? NO_UNIT : units.includes(values.unit as Unit) ? values.unit : units[0] };
    },
    toBody: (v, id) => ({
      name: v.name,
      email: v.email,
      ...(v.password || !id ? { password: v.password } : {}),
      role: v.role || undefined,
      unit: v.unit === NO_UNIT ? null : v.unit,
      active: v.active,
    }),
    title: (_v, id) => (id ? 'Edit user' : 'New user'),
    toasts: { created: 'User created', updated: 'User updated' },
  },
  remove: {
    label: (r) => `user ${r.name}`,
    description: 'Their sessions end at once. This cannot be undone; to keep their history, make them inactive instead.',
    toast: 'User deleted',
  },
};

export function UserManager({ initial }: { initial: ListResult<Row> }) {
  return <ResourceScreen spec={users} initial={initial} />;
}
