// Admin users (User Manager): the schema shared by its form and its API.
import { z } from 'zod';
import { ROLE_VALUES, type Role, UNITS, type Unit, unitFitsRole } from '@/lib/access/roles';
import { instantText } from '@/lib/schemas/answers';
import { listQuery } from '@/lib/schemas/list';

const name = z.string({ error: 'Please input name' }).trim().min(1, { error: 'Please input name' }).max(120);
const email = z.email({ error: 'Please input a valid email' }).trim().toLowerCase().max(320);
const password = z.string({ error: 'Please input password' }).min(8, { error: 'Password needs at least 8 characters' }).max(200);
const role = z.enum(ROLE_VALUES, { error: 'Please choose a role' });
const unit = z.enum(UNITS, { error: 'Unit must be airline, marine or watersports' }).nullable();

const unitFits = (v: { role?: Role; unit?: Unit | null }) => v.role === undefined || v.unit === undefined || unitFitsRole(v.role, v.unit);
const unitMessage = { error: 'This unit does not fit the role', path: ['unit'] };

export const adminUserCreate = z
  .strictObject({ name, email, password, role, unit: unit.default(null), active: z.boolean().default(true) })
  .refine(unitFits, unitMessage);

export const adminUserUpdate = z
  .strictObject({
    name: name.optional(),
    email: email.optional(),
    password: password.optional(),
    role: role.optional(),
    unit: unit.optional(),
    active: z.boolean().optional(),
  })
  .refine(unitFits, unitMessage);

/** The form's schema: a new user's, or an edited one's. */
export const adminUserSchema = (id: number | undefined) => (id ? adminUserUpdate : adminUserCreate);

export const adminUserQuery = listQuery(['id', 'name', 'email', 'role', 'unit', 'created_at']).extend({
  role: role.optional(),
  unit: z.enum(UNITS).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const adminUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: role,
  unit: unit,
  active: z.boolean(),
  created_at: instantText,
});
export type AdminUserRow = z.infer<typeof adminUserRow>;
