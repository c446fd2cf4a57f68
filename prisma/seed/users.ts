import { defaultUnit, ROLE_VALUES, type Role, roleLabel, type Unit } from '@/lib/access/roles';
import { createAdmin } from '@/server/auth/first-admin';
import { hashPassword } from '@/server/auth/password';
import type { Db } from '@/server/db';

export const DEMO_PASSWORD = 'Password123!';

/** One demo user per role (`<role>@example.com`), plus the marine and watersports managers. */
export function demoUsers(): { email: string; name: string; role: Role; unit: Unit | null }[] {
  return [
    ...ROLE_VALUES.map((role) => ({ email: `${role}@example.com`, name: `Demo ${roleLabel(role)}`, role, unit: defaultUnit(role) })),
    { email: 'manager.marine@example.com', name: 'Demo Marine Management', role: 'manager' as const, unit: 'marine' as const },
    {
      email: 'manager.watersports@example.com',
      name: 'Demo Watersports Management',
      role: 'manager' as const,
      unit: 'watersports' as const,
    },
  ];
}

/** Creates missing demo users; existing ones keep their password and edits. */
export async function seedUsers(db: Db): Promise<number> {
  const existing = new Set((await db.user.findMany({ select: { email: true } })).map((u) => u.email));
  const missing = demoUsers().filter((u) => !existing.has(u.email));
  if (!missing.length) return 0;
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db.user.createMany({ data: missing.map((u) => ({ ...u, password_hash })), skipDuplicates: true });
  return missing.length;
}

/** In production: the first admin from ADMIN_EMAIL / ADMIN_PASSWORD, when set. */
export async function seedAdminFromEnv(db: Db): Promise<boolean> {
  const email = process.env.ADMIN_EMAIL?.trim();
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) return false;
  return (await createAdmin(db, { email, password })).created;
}
