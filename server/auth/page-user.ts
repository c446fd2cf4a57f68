import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { canSee, type ScreenKey } from '@/lib/access/menu';
import { sessionTokenFromCookies } from './current-user';
import { userForToken } from './tokens';
import type { CurrentUser } from './user';

/** The signed-in user of a page request (once per request), or null. */
export const pageUser = cache(async (): Promise<CurrentUser | null> => {
  const sid = await sessionTokenFromCookies(await cookies());
  return sid ? userForToken(sid) : null;
});

/** For pages: the user, or a redirect to /auth. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await pageUser();
  if (!user) redirect('/auth');
  return user;
}

/** For a screen's page: the user if the menu table lets them see it; null means show 'no access'. */
export async function userForScreen(key: ScreenKey): Promise<{ user: CurrentUser; allowed: boolean }> {
  const user = await requireUser();
  return { user, allowed: canSee(user, key) };
}
