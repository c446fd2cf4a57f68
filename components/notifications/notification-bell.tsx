'use client';
// The bell in the shell's header (issue 16): the unread count on the button, a menu of the newest 50
// notifications (time in office time, WIB), a click opens its page and marks it read, 'Mark all read', and
// 'Enable desktop notifications'. A Radix menu: arrow keys move, Escape closes, focus returns to the bell.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Icon } from '@/components/shell/icons';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ScrollBox } from '@/components/ui/scroll-box';
import { fmtInstant } from '@/lib/format/dates';
import type { NotificationRow } from '@/lib/schemas/notifications';
import { type PushState, useDesktopPush } from './desktop-push';
import { useNotifications } from './use-notifications';

const ITEM = 'cursor-default rounded-sm px-3 py-2 text-left text-sm outline-none select-none data-[highlighted]:bg-brand-50';

const PUSH_TEXT: Record<Exclude<PushState, 'unsupported' | 'off'>, string> = {
  on: 'Desktop notifications are on in this browser',
  denied: 'Desktop notifications are blocked in this browser',
};

function Row({ n }: { n: NotificationRow }) {
  return (
    <div className="flex gap-2">
      <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read_at ? 'bg-transparent' : 'bg-brand-600')} aria-hidden />
      <div className="min-w-0 flex-1">
        <p className={cn('text-slate-900', !n.read_at && 'font-semibold')}>
          {!n.read_at && <span className="sr-only">Unread: </span>}
          {n.title}
        </p>
        {n.body && <p className="truncate text-xs text-slate-600">{n.body}</p>}
        <p className="text-xs text-slate-600">{fmtInstant(n.created_at)}</p>
      </div>
    </div>
  );
}

export function NotificationBell({ userId }: { userId: number }) {
  const router = useRouter();
  const { toast } = useToast();
  const [menuOpen, setMenuOpen] = useState(false);
  const { data, markRead } = useNotifications(userId, { quiet: menuOpen });
  const push = useDesktopPush();
  const unread = data?.unread ?? 0;
  const rows = data?.data ?? [];

  function open(n: NotificationRow) {
    if (!n.read_at) void markRead([n.id]);
    if (n.link) router.push(n.link);
  }

  async function enablePush() {
    try {
      const state = await push.enable();
      if (state === 'on') toast('Desktop notifications are on', { type: 'success' });
      else toast('Desktop notifications were not allowed', { type: 'warning' });
    } catch {
      toast('Desktop notifications could not be turned on in this browser', { type: 'error' });
    }
  }

  return (
    <Menu.Root modal={false} open={menuOpen} onOpenChange={setMenuOpen}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          data-testid="notification-bell"
        >
          <Icon name="bell" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notification-unread"
              className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-4 text-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          aria-label="Notifications"
          data-testid="notification-menu"
          className="z-50 flex max-h-[28rem] w-96 flex-col rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-3 py-2">
            <Menu.Label className="text-sm font-semibold text-slate-900">Notifications</Menu.Label>
            <Menu.Item
              disabled={unread === 0}
              onSelect={(e) => {
                e.preventDefault();
                void markRead('all');
              }}
              className="cursor-default rounded-sm px-2 py-1 text-xs font-medium text-brand-700 outline-none data-[disabled]:text-slate-500 data-[highlighted]:bg-brand-50"
            >
              Mark all read
            </Menu.Item>
          </div>
          {/* A menu holds its items in groups: the scrolling list is one, and takes focus to scroll by keyboard. */}
          <Menu.Group asChild>
            <ScrollBox label="Latest notifications" className="flex-1 p-1">
              {rows.length === 0 ? (
                <p className="px-3 py-6 text-center text-sm text-slate-600">No notifications yet</p>
              ) : (
                rows.map((n) => (
                  <Menu.Item key={n.id} onSelect={() => open(n)} className={ITEM} data-testid="notification-item">
                    <Row n={n} />
                  </Menu.Item>
                ))
              )}
            </ScrollBox>
          </Menu.Group>
          {push.state !== 'unsupported' && (
            <div className="border-t border-slate-200 p-1">
              {push.state === 'off' ? (
                <Menu.Item onSelect={() => void enablePush()} className={cn(ITEM, 'font-medium text-brand-700')}>
                  Enable desktop notifications
                </Menu.Item>
              ) : (
                <p className="px-3 py-2 text-xs text-slate-600">{PUSH_TEXT[push.state]}</p>
              )}
            </div>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
