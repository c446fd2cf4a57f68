'use client';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useOpenedOnce } from '@/components/ui/opened-once';
import { closestByPath } from '@/lib/access/screen-paths';
import type { ScreenTitle } from '@/lib/access/shell';
import { endSession } from '@/lib/client/api';
import { apiCall } from '@/lib/client/api-client';
import { QueryProvider } from '@/lib/client/query';
import type { ReferencePath } from '@/lib/client/reference-lists';
import type { RealtimeClientConfig } from '@/server/realtime/config';
import { Icon } from './icons';
import { AskLogoutContext } from './menu-links';
import { OverlayProvider } from './overlay';
import { ReferenceDataProvider, useReferenceData } from './reference-data';
// Spec 2, Shell: side drawer (open by default; collapses below 768 px and after each navigation there,
// a floating button opens it), toasts, loading overlay, refresh and the 'Logout ?' confirmation. What the
// drawer shows and the notice below 767 px are drawn on the server (main-menu.tsx).
import type { ShellUser } from './shell-user';
import { ToastProvider } from './toast';
import { useMediaQuery } from './use-media-query';

// Loaded only when used, so that no screen's first-load JavaScript carries them (issue 18): the widget
// (forms, schemas, selects) only where the server switches it on, the logout question when first asked.
const BacklogWidget = dynamic(() => import('@/components/backlog/backlog-widget').then((m) => m.BacklogWidget), { ssr: false });
const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });
// The bell (a menu, its list, desktop push) right after the page ran; until then a still bell of its size.
const NotificationBell = dynamic(() => import('@/components/notifications/notification-bell').then((m) => m.NotificationBell), {
  ssr: false,
  loading: () => (
    <Button variant="ghost" size="icon" disabled aria-label="Notifications">
      <Icon name="bell" className="size-5" />
    </Button>
  ),
});

export const DRAWER_COLLAPSE_QUERY = '(max-width: 767.98px)';
export const MOBILE_BLOCK_QUERY = '(max-width: 766.98px)';

export function AppShell({
  user,
  titles,
  refreshPaths,
  menu,
  backlogWidget = false,
  realtime = null,
  children,
}: {
  user: ShellUser;
  /** Each screen's header title, by path (lib/access/shell.ts). */
  titles: ScreenTitle[];
  /** What the refresh action asks for, turn by turn (lib/access/shell.ts). */
  refreshPaths: ReferencePath[][];
  /** The drawer's contents, drawn on the server (main-menu.tsx). */
  menu: ReactNode;
  /** The backlog & help widget, when the server's BACKLOG_WIDGET switch is on (server/features.ts). */
  backlogWidget?: boolean;
  /** Where the realtime socket connects (server/realtime/config.ts); null: no live updates. */
  realtime?: RealtimeClientConfig | null;
  children: ReactNode;
}) {
  return (
    <QueryProvider>
      <RealtimeProvider config={realtime} userId={user.id}>
        <ToastProvider>
          <OverlayProvider>
            <ReferenceDataProvider paths={refreshPaths}>
              <Shell user={user} titles={titles} menu={menu} backlogWidget={backlogWidget}>
                {children}
              </Shell>
            </ReferenceDataProvider>
          </OverlayProvider>
        </ToastProvider>
      </RealtimeProvider>
    </QueryProvider>
  );
}

function Shell({
  user,
  titles,
  menu,
  backlogWidget,
  children,
}: {
  user: ShellUser;
  titles: ScreenTitle[];
  menu: ReactNode;
  backlogWidget: boolean;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const narrow = useMediaQuery(DRAWER_COLLAPSE_QUERY);
  const [open, setOpen] = useState(true);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const logoutAsked = useOpenedOnce(confirmLogout);
  const { refresh } = useReferenceData();
  // Marks the shell as running in the browser (its handlers attached): what tests wait for before typing.
  const hydrated = useHydrated();

  // Open by default on a wide window, collapsed on a narrow one...
  useEffect(() => setOpen(!narrow), [narrow]);
  // ...and collapsed again after each navigation while narrow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [pathname]);

  const title = closestByPath(titles, pathname)?.title ?? '';

  async function logout() {
    await apiCall('post', '/api/logout').catch(() => {});
    await endSession();
  }

  return (
    <>
      <div className="flex min-h-screen max-[766.98px]:hidden" data-testid="app-shell" data-hydrated={hydrated || undefined}>
        {narrow && open && (
          <button type="button" aria-label="Close menu" className="fixed inset-0 z-30 bg-slate-900/40" onClick={() => setOpen(false)} />
        )}
        <nav
          aria-label="Main menu"
          data-testid="drawer"
          data-state={open ? 'open' : 'closed'}
          className={cn(
            'z-40 flex w-64 shrink-0 flex-col bg-brand-950 text-slate-200 transition-[margin] duration-200',
            narrow ? 'fixed inset-y-0 left-0 shadow-xl' : 'sticky top-0 h-screen',
            !open && (narrow ? 'hidden' : '-ml-64'),
          )}
        >
          <AskLogoutContext value={() => setConfirmLogout(true)}>{menu}</AskLogoutContext>
        </nav>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4">
            <Button
              variant="ghost"
              size="icon"
              aria-label={open ? 'Collapse menu' : 'Open menu'}
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              <Icon name={open && !narrow ? 'chevron-left' : 'menu'} />
            </Button>
            <h1 className="flex-1 truncate text-lg font-semibold text-slate-800">{title}</h1>
            {/* A toast ends left of these (components/shell/toast.tsx). */}
            <div className="flex items-center gap-3" data-toast-edge="">
              <NotificationBell userId={user.id} />
              <Button variant="secondary" size="sm" onClick={refresh}>
                <Icon name="refresh" className="size-4" />
                Refresh data
              </Button>
            </div>
          </header>
          <main className="flex-1 p-6">{children}</main>
        </div>

        {narrow && !open && (
          <button
            type="button"
            aria-label="Open menu"
            data-testid="drawer-fab"
            onClick={() => setOpen(true)}
            className="fixed bottom-6 left-6 z-30 flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <Icon name="menu" />
          </button>
        )}
        {backlogWidget && <BacklogWidget user={user} />}
      </div>

      {logoutAsked && (
        <ConfirmDialog
          open={confirmLogout}
          onOpenChange={setConfirmLogout}
          title="Logout ?"
          confirmLabel="Logout"
          destructive
          onConfirm={logout}
        />
      )}
    </>
  );
}
