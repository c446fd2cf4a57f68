import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { MainMenu, MobileBlock } from '@/components/shell/main-menu';
import { shellAccess } from '@/lib/access/shell';
import { requireUser } from '@/server/auth/page-user';
import { backlogWidgetEnabled } from '@/server/features';
import { realtimeClientConfig } from '@/server/realtime/config';

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const shellUser = { id: user.id, name: user.name, email: user.email, role: user.role, unit: user.unit };
  const access = shellAccess(user);
  return (
    <>
      <AppShell
        user={shellUser}
        titles={access.titles}
        refreshPaths={access.refreshPaths}
        menu={<MainMenu sections={access.menu} user={{ name: user.name, roleLabel: access.roleLabel, unit: user.unit }} />}
        backlogWidget={backlogWidgetEnabled()}
        realtime={realtimeClientConfig()}
      >
        {children}
      </AppShell>
      <MobileBlock />
    </>
  );
}
