import { adminUserCreate, adminUserQuery, adminUserRow, adminUserUpdate } from '@/lib/schemas/users/admin';
import { hashPassword } from '@/server/auth/password';
import { END_SESSIONS } from '@/server/auth/tokens';
import { defineResource } from '@/server/crud/resource';
import { selectOf } from '@/server/crud/select-of';
import { badRequest } from '@/server/http/errors';

export const adminUsers = defineResource({
  path: '/api/user/admin',
  tag: 'Users',
  label: 'admin user',
  permission: 'user.admin',
  model: 'user',
  table: 'users',
  create: adminUserCreate,
  update: adminUserUpdate,
  query: adminUserQuery,
  row: adminUserRow,
  toRow: (r) => ({ ...r, role: adminUserRow.shape.role.parse(r.role), unit: adminUserRow.shape.unit.parse(r.unit) }),
  select: selectOf(adminUserRow),
  search: ['name', 'email', 'role'],
  defaultSort: { field: 'name', order: 'asc' },
  where: (q) => ({
    ...(q.role ? { role: q.role } : {}),
    ...(q.unit ? { unit: q.unit } : {}),
    ...(q.active !== undefined ? { active: q.active } : {}),
  }),
  toCreate: async ({ password, ...rest }) => ({ ...rest, password_hash: await hashPassword(password) }),
  toUpdate: async ({ password, ...rest }) => {
    if ((rest.role === undefined) !== (rest.unit === undefined) && rest.role !== undefined) {
      throw badRequest('Send the unit together with a new role', { unit: 'Send the unit together with a new role' });
    }
    return {
      ...rest,
      ...(password ? { password_hash: await hashPassword(password) } : {}),
      ...(password || rest.active === false ? END_SESSIONS : {}),
    };
  },
});
