'use client';
// A floating control the user moves with the pointer (or the arrow keys), its place kept in localStorage.
// The place is its top-left corner in the window; null until moved (the CSS default applies). A press that
// moves less than DRAG_THRESHOLD pixels is no drag, so a double-click still reaches the control.
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';

export interface Point {
  x: number;
  y: number;
}

const DRAG_THRESHOLD = 4;
const MARGIN = 8;
/** Arrow keys move this far (with Shift four times as far). */
const KEY_STEP = 16;
const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The point moved inside the window, `size` pixels of control included. */
export function clampToWindow(p: Point, size: number, win: { innerWidth: number; innerHeight: number }): Point {
  const max = { x: Math.max(MARGIN, win.innerWidth - size - MARGIN), y: Math.max(MARGIN, win.innerHeight - size - MARGIN) };
  return { x: Math.min(Math.max(MARGIN, Math.round(p.x)), max.x), y: Math.min(Math.max(MARGIN, Math.round(p.y)), max.y) };
}

function read(key: string): Point | null {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? 'null');
    return v && Number.isFinite(v.x) && Number.isFinite(v.y) ? { x: v.x, y: v.y } : null;
  } catch {
    return null;
  }
}

export function useDragPosition(storageKey: string, size: number) {
  const [pos, setPos] = useState<Point | null>(null);
  const drag = useRef<{ pointer: Point; start: Point; moved: boolean } | null>(null);
  /** True right after a drag ended, so that the double-click a drag can produce opens nothing. */
  const justDragged = useRef(false);

  const place = useCallback(
    (p: Point, save: boolean) => {
      const next = clampToWindow(p, size, window);
      setPos(next);
      if (save) localStorage.setItem(storageKey, JSON.stringify(next));
    },
    [size, storageKey],
  );

  useEffect(() => {
    const saved = read(storageKey);
    if (saved) place(saved, false);
    const onResize = () => setPos((p) => (p ? clampToWindow(p, size, window) : p));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [place, size, storageKey]);

  const handlers = {
    onPointerDown(e: PointerEvent<HTMLElement>) {
      if (e.button !== 0) return;
      const rect = e.currentTarget.getBoundingClientRect();
      drag.current = { pointer: { x: e.clientX, y: e.clientY }, start: { x: rect.left, y: rect.top }, moved: false };
      e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      if (!d) return;
      const dx = e.clientX - d.pointer.x;
      const dy = e.clientY - d.pointer.y;
      if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      d.moved = true;
      place({ x: d.start.x + dx, y: d.start.y + dy }, false);
    },
    onPointerUp(e: PointerEvent<HTMLElement>) {
      const d = drag.current;
      drag.current = null;
      if (!d?.moved) return;
      justDragged.current = true;
      setTimeout(() => {
        justDragged.current = false;
      }, 400);
      place({ x: d.start.x + e.clientX - d.pointer.x, y: d.start.y + e.clientY - d.pointer.y }, true);
    },
    onPointerCancel() {
      drag.current = null;
    },
    /** Arrow keys move the control; answers whether the key was one of them. */
    onArrowKey(e: KeyboardEvent<HTMLElement>): boolean {
      const dir = ARROWS[e.key];
      if (!dir) return false;
      e.preventDefault();
      const rect = e.currentTarget.getBoundingClientRect();
      const step = e.shiftKey ? KEY_STEP * 4 : KEY_STEP;
      place({ x: rect.left + dir.x * step, y: rect.top + dir.y * step }, true);
      return true;
    },
  };
  return { pos, handlers, wasDragged: () => justDragged.current };
}
