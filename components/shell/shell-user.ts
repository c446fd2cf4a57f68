// Who the shell and the widgets inside it (backlog, help) were rendered for: the signed-in user's access
// and how to name them.
import type { AccessUser } from '@/lib/access/roles';

export interface ShellUser extends AccessUser {
  id: number;
  name: string;
  email: string;
}
