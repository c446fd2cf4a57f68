import type { Metadata } from 'next';
import { NoAccess } from '@/components/shell/no-access';
import { UserManager } from '@/components/users/user-manager';
import { adminUserQuery } from '@/lib/schemas/users/admin';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { adminUsers } from '@/server/resources/users/admin';

export const metadata: Metadata = { title: 'User Manager' };

export default async function UserManagerPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const { allowed } = await userForScreen('userManager');
  if (!allowed) return <NoAccess />;
  const parsed = adminUserQuery.safeParse({ limit: 25, sort: 'name', ...(await searchParams) });
  const first = await crud(adminUsers).list(db, parsed.success ? parsed.data : adminUserQuery.parse({ limit: 25, sort: 'name' }));
  const initial = { total: first.total, data: first.data.map((u) => ({ ...u, created_at: (u.created_at as Date).toISOString() })) };
  return <UserManager initial={initial as Parameters<typeof UserManager>[0]['initial']} />;
}
