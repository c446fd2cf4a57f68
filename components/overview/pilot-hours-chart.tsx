'use client';
// Monthly flight hours of the top crew as a line chart (plain SVG). Hovering or focusing a crew member in
// the legend brings their line forward; the same figures are in a table for screen readers.
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { fmtMonth, monthName } from '@/lib/format/dates';
import { fmtHours } from '@/lib/format/numbers';
import type { PilotHoursGraph } from '@/server/resources/flight/dashboard';

/** Ten distinct line colours (the flight-type colours mean flight types, so crew get their own). */
export const SERIES_COLOURS = [
  '#2449c9',
  '#c2410c',
  '#15803d',
  '#7e22ce',
  '#0e7490',
  '#b91c1c',
  '#854d0e',
  '#be185d',
  '#4338ca',
  '#475569',
];

const H = 260;
const PAD = { left: 44, right: 16, top: 12, bottom: 34 };

const monthLabel = fmtMonth;
/** Axis labels: the month, with the year under the first month and every January. */
const axisLabel = (ym: string, i: number) => ({
  month: monthName(ym.slice(5, 7)),
  year: i === 0 || ym.endsWith('-01') ? ym.slice(0, 4) : '',
});

/** The drawing is as wide as its box (measured), so its text keeps its size at any width. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A round axis maximum and its ticks (4 or 5 steps of 1, 2, 2.5 or 5 x 10^n). */
function ticks(max: number): number[] {
  if (max <= 0) return [0, 10, 20, 30, 40];
  const raw = max / 4;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = 0; v <= max + step * 0.999; v += step) out.push(Math.round(v * 100) / 100);
  return out;
}

export function PilotHoursChart({ graph }: { graph: PilotHoursGraph }) {
  const [active, setActive] = useState<number | null>(null);
  const { ref, width: W } = useWidth(560);
  const { labels, series } = graph;
  const max = Math.max(0, ...series.flatMap((s) => s.data));
  const yTicks = ticks(max);
  const top = yTicks[yTicks.length - 1] || 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length > 1 ? (i / (labels.length - 1)) * innerW : innerW / 2);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const colour = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length];
  const order = series.map((_, i) => i).sort((a, b) => (series[a].pilot_id === active ? 1 : 0) - (series[b].pilot_id === active ? 1 : 0));

  return (
    <div className="flex gap-4">
      <div className="min-w-0 flex-1" ref={ref}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          className="block max-w-full"
          role="img"
          aria-label={`Monthly flight hours of the top ${series.length} crew members, ${monthLabel(labels[0])} to ${monthLabel(labels[labels.length - 1])}`}
          data-testid="pilot-hours-svg"
        >
          {yTicks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeWidth={1} />
              <text x={PAD.left - 6} y={y(t)} dy="0.32em" textAnchor="end" className="fill-slate-500 text-[11px] tabular-nums">
                {t}
              </text>
            </g>
          ))}
          <text
            x={12}
            y={PAD.top + innerH / 2}
            transform={`rotate(-90 12 ${PAD.top + innerH / 2})`}
            textAnchor="middle"
            className="fill-slate-500 text-[11px]"
          >
            hours
          </text>
          {labels.map((l, i) => {
            const a = axisLabel(l, i);
            return (
              <text key={l} x={x(i)} y={H - 20} textAnchor="middle" className="fill-slate-500 text-[11px]">
                {a.month}
                {a.year && (
                  <tspan x={x(i)} dy="1.2em" className="fill-slate-400">
                    {a.year}
                  </tspan>
                )}
              </text>
            );
          })}
          {order.map((si) => {
            const s = series[si];
            const dim = active !== null && active !== s.pilot_id;
            const points = s.data.map((v, i) => `${x(i)},${y(v)}`).join(' ');
            return (
              <g key={s.pilot_id} opacity={dim ? 0.15 : 1} data-pilot={s.pilot_id}>
                <polyline
                  points={points}
                  fill="none"
                  stroke={colour(si)}
                  strokeWidth={active === s.pilot_id ? 3 : 2}
                  strokeLinejoin="round"
                />
                {s.data.map((v, i) => (
                  <circle key={labels[i]} cx={x(i)} cy={y(v)} r={active === s.pilot_id ? 4 : 2.5} fill={colour(si)}>
                    <title>{`${s.name}, ${monthLabel(labels[i])}: ${fmtHours(v)} h`}</title>
                  </circle>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <ol className="w-56 shrink-0 space-y-0.5 text-sm" aria-label="Crew, most hours first" data-testid="pilot-hours-legend">
        {series.map((s, i) => (
          <li key={s.pilot_id}>
            <button
              type="button"
              onMouseEnter={() => setActive(s.pilot_id)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(s.pilot_id)}
              onBlur={() => setActive(null)}
              aria-pressed={active === s.pilot_id}
              className={cn(
                'flex w-full items-center gap-2 rounded px-1.5 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500',
                active === s.pilot_id && 'bg-slate-100',
              )}
            >
              <span aria-hidden="true" className="h-0.5 w-4 shrink-0 rounded" style={{ backgroundColor: colour(i), height: 3 }} />
              <span className="truncate text-slate-800">{s.name}</span>
              <span className="ml-auto shrink-0 text-slate-500 tabular-nums">{fmtHours(s.total)} h</span>
            </button>
          </li>
        ))}
      </ol>
      <table className="sr-only">
        <caption>Monthly flight hours per crew member</caption>
        <thead>
          <tr>
            <th scope="col">Crew</th>
            {labels.map((l) => (
              <th key={l} scope="col">
                {monthLabel(l)}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {series.map((s) => (
            <tr key={s.pilot_id}>
              <th scope="row">{s.name}</th>
              {s.data.map((v, i) => (
                <td key={labels[i]}>{fmtHours(v)}</td>
              ))}
              <td>{fmtHours(s.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
