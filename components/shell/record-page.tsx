import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { ScreenKey } from '@/lib/access/menu';
import { idParams } from '@/lib/schemas/list';
import { userForScreen } from '@/server/auth/page-user';
import type { CurrentUser } from '@/server/auth/user';
import { NoAccess } from './no-access';

/** A record's page (/…/[id]): 'no access' for a role the menu keeps out, 404 for a bad id or a record the user cannot find. */
export async function recordPage<T>(
  screen: ScreenKey,
  params: Promise<{ id: string }>,
  load: (id: number, user: CurrentUser) => Promise<T | null | undefined>,
  render: (record: T, id: number) => ReactNode,
): Promise<ReactNode> {
  const { user, allowed } = await userForScreen(screen);
  if (!allowed) return <NoAccess />;
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const record = await load(parsed.data.id, user);
  if (!record) notFound();
  return render(record, parsed.data.id);
}
