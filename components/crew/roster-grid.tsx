'use client';
// The month roster calendar: a row per crew member, a column per day (the cells: roster-cell.tsx). A click
// opens the day; a drag across cells (or a shift-click after a click) selects a range of days and crew for
// a bulk edit. Only the rows in view (and a few either side) are drawn: a whole month of crew is about
// 1,800 cells, too many to draw at once.
import { defaultRangeExtractor, type Range, useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import Link from 'next/link';
import { type FocusEvent, type MouseEvent, type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { limitUsage } from '@/lib/rules/flight-time-limits';
import { type BaseCode, Cell } from './roster-cell';
import { cellKey, type RosterMonth, WEEKDAY_SHORT, weekday } from './roster-data';
import { type PilotRow, RANK_SHORT } from './types';

export interface CellRef {
  row: number;
  day: number;
}

export interface Selection {
  anchor: CellRef;
  current: CellRef;
}

/** A row's height before it is measured: most rows hold a status line and two flight chips (h-14 when empty). */
const ROW_ESTIMATE = 66;
/** Rows drawn beyond each edge of the view, so that a short scroll or Tab into the next row finds it drawn. */
const OVERSCAN = 2;

export function selectionBounds(s: Selection) {
  return {
    rows: [Math.min(s.anchor.row, s.current.row), Math.max(s.anchor.row, s.current.row)] as const,
    days: [Math.min(s.anchor.day, s.current.day), Math.max(s.anchor.day, s.current.day)] as const,
  };
}

function CrewHeader({ crew }: { crew: PilotRow }) {
  const usage = limitUsage(crew);
  const hot = usage.filter((u) => u.flagged);
  const over = usage.some((u) => u.exceeded);
  return (
    <th
      scope="row"
      className="sticky left-0 z-10 h-14 w-48 min-w-48 border-r border-b border-slate-200 bg-white px-2 py-1 text-left align-top font-normal"
    >
      <Link
        href={`/flight/pilot/${crew.id}`}
        // A row per crew member: prefetching each one's page would keep the server busy as the month loads.
        prefetch={false}
        className="block truncate text-sm font-semibold text-brand-700 hover:underline"
        title={crew.name}
      >
        {crew.name}
      </Link>
      <span className="flex items-center gap-1.5 text-xs text-slate-500">
        <span className="font-mono font-semibold text-slate-700">{crew.crew_code}</span>
        {RANK_SHORT[crew.rank]}
        {crew.base_name_short && <span className="truncate">· {crew.base_name_short}</span>}
      </span>
      {hot.length > 0 && (
        <span
          className={cn(
            'mt-0.5 inline-block rounded px-1 text-[10px] leading-4 font-semibold',
            over ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-800',
          )}
          title={hot.map((u) => `${u.used} of ${u.limit} h in ${u.days} days`).join('; ')}
        >
          {over ? 'Over limit' : 'Above 75 %'}: {hot.map((u) => `${u.days} d`).join(', ')}
        </span>
      )}
    </th>
  );
}

/** The cell an event happened in, from its button's data-cell ('row:day'); null outside the cells. */
function cellOf(e: SyntheticEvent): CellRef | null {
  const at = (e.target as Element).closest<HTMLElement>('[data-cell]')?.dataset.cell;
  if (!at) return null;
  const [row, day] = at.split(':').map(Number);
  return { row, day };
}

/** The rows to draw in order, with the height of the rows not drawn before each of them and after the last. */
function withGaps(items: VirtualItem[], total: number) {
  const out: ({ gap: number; key: string } | { gap: 0; index: number })[] = [];
  let end = 0;
  for (const item of items) {
    if (item.start > end) out.push({ gap: item.start - end, key: `gap-${item.index}` });
    out.push({ gap: 0, index: item.index });
    end = item.end;
  }
  if (total > end) out.push({ gap: total - end, key: 'gap-end' });
  return out;
}

/** The space of rows not drawn: keeps the scroll height (and the scroll bar) of the whole crew. */
function Gap({ height, columns }: { height: number; columns: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row; nothing in it takes the focus
    <tr aria-hidden="true">
      <td colSpan={columns} className="p-0" style={{ height }} />
    </tr>
  );
}

export function RosterGrid({
  month,
  days,
  crew,
  today,
  baseCode,
  onOpenDay,
  onSelectRange,
  selection,
  onSelection,
}: {
  month: RosterMonth;
  days: string[];
  crew: PilotRow[];
  today: string;
  baseCode: BaseCode;
  onOpenDay: (cell: CellRef) => void;
  onSelectRange: (s: Selection) => void;
  selection: Selection | null;
  onSelection: (s: Selection | null) => void;
}) {
  const dragging = useRef(false);
  const lastClick = useRef<CellRef | null>(null);
  const latest = useRef({ selection, onOpenDay, onSelectRange, onSelection });
  latest.current = { selection, onOpenDay, onSelectRange, onSelection };
  const [, force] = useState(0);

  const finish = useCallback(() => {
    if (!dragging.current) return;
    dragging.current = false;
    force((n) => n + 1);
    const s = latest.current.selection;
    if (!s) return;
    if (s.anchor.row === s.current.row && s.anchor.day === s.current.day) {
      latest.current.onSelection(null);
      latest.current.onOpenDay(s.anchor);
    } else latest.current.onSelectRange(s);
  }, []);

  useEffect(() => {
    window.addEventListener('mouseup', finish);
    return () => window.removeEventListener('mouseup', finish);
  }, [finish]);

  // The cells' mouse and keyboard events are handled once, on the table body (see cellOf).
  const onDown = useCallback((e: MouseEvent) => {
    const cell = cellOf(e);
    if (!cell || e.button !== 0) return;
    // No text selection while dragging across cells.
    e.preventDefault();
    if (e.shiftKey && lastClick.current) {
      const s = { anchor: lastClick.current, current: cell };
      latest.current.onSelection(s);
      latest.current.onSelectRange(s);
      return;
    }
    lastClick.current = cell;
    dragging.current = true;
    latest.current.onSelection({ anchor: cell, current: cell });
  }, []);

  const onOver = useCallback((e: MouseEvent) => {
    const cell = cellOf(e);
    const s = latest.current.selection;
    if (!cell || !dragging.current || !s) return;
    if (s.current.row === cell.row && s.current.day === cell.day) return;
    latest.current.onSelection({ anchor: s.anchor, current: cell });
  }, []);

  // Keyboard (Enter, Space) opens the day: a click with no pointer; the mouse is handled on mouse down and up.
  const onKey = useCallback((e: MouseEvent) => {
    const cell = cellOf(e);
    if (!cell || e.detail !== 0) return;
    lastClick.current = cell;
    latest.current.onOpenDay(cell);
  }, []);

  const scroller = useRef<HTMLDivElement>(null);

  // The row holding the focus stays drawn when scrolled away, so the focus (and Tab from it) is not lost.
  const focusedRow = useRef<number | null>(null);
  const noteFocus = useCallback((e: FocusEvent) => {
    const index = (e.target as HTMLElement).closest('tr')?.dataset.index;
    if (index !== undefined) focusedRow.current = Number(index);
  }, []);
  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range);
    const f = focusedRow.current;
    if (f === null || f >= range.count || rows.includes(f)) return rows;
    return [...rows, f].sort((a, b) => a - b);
  }, []);
  const virtualizer = useVirtualizer({
    count: crew.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (i) => crew[i].id,
    overscan: OVERSCAN,
    rangeExtractor,
  });
  const rows = withGaps(virtualizer.getVirtualItems(), virtualizer.getTotalSize());

  // Open on today's column (when the month has it), just right of the crew column: once per month shown, once
  // rows are drawn (the first render has none, the view not yet measured; the cells can widen the columns).
  const todayIndex = days.indexOf(today);
  const monthKey = days[0];
  const drawn = rows.some((item) => !('key' in item));
  const scrolledMonth = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per month shown
  useEffect(() => {
    const box = scroller.current;
    if (!box || !drawn || scrolledMonth.current === monthKey) return;
    scrolledMonth.current = monthKey;
    const heads = box.querySelectorAll<HTMLElement>('thead th');
    const th = heads[todayIndex + 1];
    // Two days before today stay in view, the first of them flush with the crew column.
    box.scrollLeft = todayIndex > 1 && th ? th.offsetLeft - heads[1].offsetLeft - th.offsetWidth * 2 : 0;
  }, [monthKey, drawn]);

  const bounds = selection ? selectionBounds(selection) : null;
  const inSel = (r: number, d: number) =>
    !!bounds && r >= bounds.rows[0] && r <= bounds.rows[1] && d >= bounds.days[0] && d <= bounds.days[1];

  return (
    <div ref={scroller} className="relative max-h-[calc(100vh-16rem)] overflow-auto rounded-b-lg" data-testid="roster-grid">
      {/* aria-rowcount: the whole crew and the header row, of which only some rows are drawn. */}
      <table className="border-separate border-spacing-0 text-sm" aria-label="Duty roster" aria-rowcount={crew.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th
              scope="col"
              className="sticky top-0 left-0 z-30 w-48 min-w-48 border-r border-b border-slate-200 bg-slate-50 px-2 py-1.5 text-left text-xs font-semibold text-slate-500 uppercase"
            >
              Crew ({crew.length})
            </th>
            {days.map((d) => {
              const wd = weekday(d);
              return (
                <th
                  key={d}
                  scope="col"
                  className={cn(
                    'sticky top-0 z-20 w-[3.75rem] min-w-[3.75rem] border-r border-b border-slate-200 px-0.5 py-1 text-center text-xs font-semibold',
                    wd === 0 || wd === 6 ? 'bg-slate-100 text-slate-600' : 'bg-slate-50 text-slate-700',
                    d === today && 'bg-brand-100 text-brand-900',
                  )}
                >
                  <span className="block text-[10px] font-medium text-slate-500 uppercase">{WEEKDAY_SHORT[wd]}</span>
                  {Number(d.slice(8))}
                </th>
              );
            })}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks are the cells' buttons' (Enter and Space click them) */}
        <tbody onFocus={noteFocus} onMouseDown={onDown} onMouseOver={onOver} onClick={onKey}>
          {rows.map((item) => {
            if ('key' in item) return <Gap key={item.key} height={item.gap} columns={days.length + 1} />;
            const r = item.index;
            const c = crew[r];
            return (
              <tr key={c.id} data-index={r} ref={virtualizer.measureElement} aria-rowindex={r + 2}>
                <CrewHeader crew={c} />
                {days.map((d, i) => {
                  const key = cellKey(c.id, d);
                  const wd = weekday(d);
                  return (
                    <Cell
                      key={d}
                      row={r}
                      day={i}
                      date={d}
                      crewName={c.name}
                      entry={month.entries.get(key)}
                      flights={month.flights.get(key)}
                      selected={inSel(r, i)}
                      weekend={wd === 0 || wd === 6}
                      isToday={d === today}
                      baseCode={baseCode}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
