// An administrator made outside the app: the first one of an installation without demo data, from
// ADMIN_EMAIL / ADMIN_PASSWORD when the seed runs, or `npm run user:create-admin` (scripts/create-admin.ts).
// The same rules as the User Manager's form (lib/schemas/users/admin.ts).
import { adminUserCreate } from '@/lib/schemas/users/admin';
import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db';

export interface AdminInput {
  email: string;
  password: string;
  name?: string;
  role?: 'root' | 'admin';
}

/** Creates the administrator; an email already in use is left alone (created: false). Throws on bad input. */
export async function createAdmin(db: Db, input: AdminInput): Promise<{ created: boolean; email: string }> {
  const parsed = adminUserCreate.safeParse({
    name: input.name ?? 'Administrator',
    email: input.email,
    password: input.password,
    role: input.role ?? 'admin',
    unit: null,
  });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join('; '));
  const { email, name, role } = parsed.data;
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) return { created: false, email };
  await db.user.create({ data: { email, name, role, unit: null, password_hash: await hashPassword(parsed.data.password) } });
  return { created: true, email };
}
