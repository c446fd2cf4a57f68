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
  const { user, allowed } = await userForScreen('userManager');
  if (!allowed) return <NoAccess />;
  const parsed = adminUserQuery.safeParse({ limit: 25, sort: 'name', ...(await searchParams) });
  const query = parsed.success ? parsed.data : adminUserQuery.parse({ limit: 25, sort: 'name' });
  return <UserManager initial={await crud(adminUsers).list(db, query, user)} />;
}
