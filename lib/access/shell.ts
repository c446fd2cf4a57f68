// What the shell in the browser needs of the access tables (menu.ts, permissions.ts, roles.ts), worked out on
// the server for the signed-in user so that the tables stay off every screen's first load (issue 18).
import { MANAGEMENTS_LIST, REFERENCE_LISTS, type ReferenceList, type ReferencePath } from '@/lib/client/reference-lists';
import { canSee, type MenuSection, menuFor, SCREEN_LIST } from './menu';
import { can } from './permissions';
import { type AccessUser, roleLabel } from './roles';

/** A screen's header title, by its path. */
export interface ScreenTitle {
  path: string;
  title: string;
}

export interface ShellAccess {
  menu: MenuSection[];
  titles: ScreenTitle[];
  roleLabel: string;
  refreshPaths: ReferencePath[][];
}

/**
 * The menu, each screen's title (`/` is the Overview only for its roles, a landing page called Home for the
 * others), the user's role as read, and the paths the refresh action asks for in turn (spec 4: the reference
 * lists, then managements), each only where the user may read it.
 */
export function shellAccess(user: AccessUser): ShellAccess {
  const titles = SCREEN_LIST.map((s) => ({ path: s.path, title: s.key === 'overview' && !canSee(user, s.key) ? 'Home' : s.title }));
  const readable = <L extends ReferenceList>(lists: readonly L[]) =>
    lists.filter((l) => can(user, l.permission)).map((l): L['path'] => l.path);
  return {
    menu: menuFor(user),
    titles,
    roleLabel: roleLabel(user.role),
    refreshPaths: [readable(REFERENCE_LISTS), readable([MANAGEMENTS_LIST])],
  };
}
