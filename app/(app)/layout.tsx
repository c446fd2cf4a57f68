import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { menuFor } from '@/lib/access/menu';
import { requireUser } from '@/server/auth/page-user';
import { backlogWidgetEnabled } from '@/server/features';
import { realtimeClientConfig } from '@/server/realtime/config';

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const shellUser = { id: user.id, name: user.name, email: user.email, role: user.role, unit: user.unit };
  return (
    <AppShell user={shellUser} menu={menuFor(user)} backlogWidget={backlogWidgetEnabled()} realtime={realtimeClientConfig()}>
      {children}
    </AppShell>
  );
}
