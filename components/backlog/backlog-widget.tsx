'use client';
// The backlog & help widget (spec 2): a round button the user drags anywhere (its place kept in this
// browser), opened by a double-click, or by Enter or Space from the keyboard. Mounted by the shell only
// when the server's BACKLOG_WIDGET switch is on (server/features.ts).
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import type { ShellUser } from '@/components/shell/shell-user';
import { routeNameOf } from '@/lib/schemas/backlog';
import { BacklogDialog } from './backlog-dialog';
import { useBacklogList } from './use-backlog-list';
import { useDragPosition } from './use-drag-position';

const SIZE = 48;
export const BUTTON_POSITION_KEY = 'ops.backlog-button';

export function BacklogWidget({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const { pos, handlers, wasDragged } = useDragPosition(BUTTON_POSITION_KEY, SIZE);
  const list = useBacklogList();
  const routeName = routeNameOf(usePathname() ?? '/');
  const hint = useId();
  const { onArrowKey, ...pointer } = handlers;

  return (
    <>
      <button
        type="button"
        data-testid="backlog-button"
        aria-label="Backlog & Help"
        aria-describedby={hint}
        aria-haspopup="dialog"
        title="Backlog & Help: double-click to open, drag to move"
        {...pointer}
        onDoubleClick={() => !wasDragged() && setOpen(true)}
        onKeyDown={(e) => {
          if (onArrowKey(e)) return;
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        style={pos ? { left: pos.x, top: pos.y, width: SIZE, height: SIZE } : { right: 24, bottom: 24, width: SIZE, height: SIZE }}
        className="fixed z-30 flex touch-none cursor-grab select-none items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white shadow-lg ring-2 ring-white hover:bg-brand-800 active:cursor-grabbing focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <span aria-hidden>?</span>
      </button>
      <span id={hint} className="sr-only">
        Double-click or press Enter to open. Drag it, or use the arrow keys, to move it.
      </span>
      <BacklogDialog open={open} onOpenChange={setOpen} user={user} routeName={routeName} list={list} />
    </>
  );
}
