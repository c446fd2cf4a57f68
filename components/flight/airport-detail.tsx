'use client';
// The airport page (/flight/airport/{id}): codes, position, elevation, runway, the timezone with the time
// there now and its UTC offset, the bases at the airport, and the distance in nautical miles and initial
// bearing to every other active airport, nearest first.
import { format } from 'date-fns';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { createColumnHelper } from '@/components/data-table/data-table';
import { RowsTable } from '@/components/data-table/rows-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ScrollBox } from '@/components/ui/scroll-box';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { useApiGet } from '@/lib/client/query';
import { FORMATS } from '@/lib/format/dates';
import { fmt, fmtFixed } from '@/lib/format/numbers';
import { zoned } from '@/lib/rules/time';
import type { AirportInfo, AirportRow } from '@/lib/schemas/flight/rows';
import { runwayText } from './airport-form';
import { airportCodes, compassPoint, fmtCoordinate, utcOffset, zoneAbbreviation } from './format';

/** Every other active airport: the list is searched here, in the browser. */
const DISTANCE_LIMIT = 10000;

type Distance = AirportInfo['distances'][number];
const helper = createColumnHelper<Distance>();
const DISTANCE_COLUMNS = [
  helper.accessor('iata', {
    header: 'IATA',
    meta: { className: 'font-mono font-semibold' },
    cell: ({ row: { original: d } }) => (
      <Link href={`/flight/airport/${d.id}`} className="text-brand-700 hover:underline">
        {d.iata ?? '—'}
      </Link>
    ),
  }),
  helper.accessor('icao', { header: 'ICAO', cell: (c) => c.getValue() ?? '–', meta: { className: 'font-mono' } }),
  helper.accessor('name', {
    header: 'Airport',
    cell: ({ row: { original: d } }) => (
      <>
        {d.name} <span className="text-slate-500">· {d.city}</span>
      </>
    ),
  }),
  helper.accessor('distance_nm', {
    header: 'Distance NM',
    cell: (c) => fmtFixed(c.getValue(), 1),
    meta: { align: 'right', className: 'font-medium' },
  }),
  helper.accessor('bearing_deg', {
    header: 'Bearing',
    meta: { align: 'right', className: 'whitespace-nowrap' },
    cell: (c) => (
      <>
        {String(c.getValue()).padStart(3, '0')}°{' '}
        <span className="inline-block w-8 text-left text-xs text-slate-500">{compassPoint(c.getValue())}</span>
      </>
    ),
  }),
];

/** The time now in `timeZone`, updated every 15 s. */
function useZonedClock(timeZone: string) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const t = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(t);
  }, []);
  return useMemo(() => {
    if (!now) return null;
    try {
      const there = zoned(now, timeZone);
      return {
        time: format(there, FORMATS.time),
        date: format(there, FORMATS.weekdayDay),
        offset: utcOffset(timeZone, now),
      };
    } catch {
      return null;
    }
  }, [now, timeZone]);
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-3 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

export function AirportDetail({ airport }: { airport: AirportRow }) {
  const router = useRouter();
  const answer = useApiGet('/api/flight/airport-info/{id}', { params: { path: { id: airport.id }, query: { limit: DISTANCE_LIMIT } } });
  const info = answer.data ?? null;
  const error = answer.error?.message ?? null;
  const [q, setQ] = useState('');
  const clock = useZonedClock(airport.timezone);

  const distances = useMemo(() => {
    const rows = [...(info?.distances ?? [])].sort((a, b) => a.distance_nm - b.distance_nm);
    const needle = q.trim().toLowerCase();
    if (!needle) return rows;
    return rows.filter((d) => [d.iata, d.icao, d.name, d.city].some((v) => v?.toLowerCase().includes(needle)));
  }, [info, q]);

  const offset = clock?.offset || info?.airport.utc_offset;

  return (
    <div className="space-y-5">
      <Link href="/flight/airport" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        ‹ All airports
      </Link>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-slate-900">
            <span className="font-mono tracking-wide">{airportCodes(airport)}</span>
            {!airport.active && <Badge tone="gray">Inactive</Badge>}
          </h2>
          <p className="text-slate-700">
            {airport.name} · {airport.city}, {airport.country}
          </p>
        </div>
        <div className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-right" data-testid="local-time">
          <p className="text-xs font-medium uppercase tracking-wide text-brand-800">Local time</p>
          <p className="text-2xl font-semibold tabular-nums text-slate-900">
            {clock?.time ?? info?.airport.local_time.slice(11, 16) ?? '–'}
            <span className="ml-2 text-sm font-medium text-slate-600">UTC{offset}</span>
          </p>
          <p className="text-xs text-slate-600">{clock?.date}</p>
        </div>
      </div>

      <div className="grid grid-cols-[minmax(22rem,26rem)_1fr] items-start gap-5">
        <div className="space-y-5">
          <Card title="Airport">
            <dl className="-my-2 divide-y divide-slate-100">
              <Row label="IATA / ICAO">
                <span className="font-mono">
                  {airport.iata ?? '–'} / {airport.icao ?? '–'}
                </span>
              </Row>
              <Row label="Coordinates">
                {fmtCoordinate(airport.latitude, 'lat')}, {fmtCoordinate(airport.longitude, 'lon')}
                <p className="text-xs text-slate-500 tabular-nums">
                  {airport.latitude}, {airport.longitude}
                </p>
              </Row>
              <Row label="Elevation">{airport.elevation_ft != null ? `${fmt(airport.elevation_ft)} ft` : '–'}</Row>
              <Row label="Runway">{runwayText(airport)}</Row>
              <Row label="Timezone">
                {airport.timezone}
                {zoneAbbreviation(airport.timezone) && <span className="text-slate-500"> ({zoneAbbreviation(airport.timezone)})</span>}
              </Row>
              <Row label="UTC offset">
                <span data-testid="utc-offset">{offset ?? '–'}</span>
              </Row>
            </dl>
          </Card>
          <Card title="Bases at this airport">
            {!info && !error && <Spinner className="size-4 text-brand-600" />}
            {info && info.bases.length === 0 && <p className="text-sm text-slate-500">No base at this airport.</p>}
            {info && info.bases.length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Bases">
                {info.bases.map((b) => (
                  <li key={b.id} className="rounded-md border border-slate-200 bg-slate-50 px-2.5 py-1 text-sm">
                    <span className="font-mono font-semibold">{b.short_name}</span> <span className="text-slate-600">{b.name}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>

        <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label="Distances">
          <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-2.5">
            <div>
              <h2 className="text-sm font-semibold text-slate-900">Distances from {airport.iata ?? airport.icao}</h2>
              <p className="text-xs text-slate-500">Nautical miles, great circle, nearest first; initial bearing, true</p>
            </div>
            <SearchBox className="ml-auto w-60" label="Search airports" placeholder="Search code, name or city" value={q} onChange={setQ} />
          </header>
          {error && (
            <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
              {error}
            </p>
          )}
          <ScrollBox label="Distances to other airports" className="max-h-[36rem]">
            <RowsTable
              rows={distances}
              columns={DISTANCE_COLUMNS}
              ariaLabel="Distances to other airports"
              headClassName="sticky top-0"
              onRowClick={(d) => router.push(`/flight/airport/${d.id}`)}
            />
            {!info && !error && (
              <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-500" data-testid="distances-loading">
                <Spinner className="size-4 text-brand-600" /> Loading…
              </p>
            )}
            {info && distances.length === 0 && (
              <EmptyState
                title={q ? 'No airport matches' : 'No other active airport'}
                description={q ? `Nothing matches “${q}”.` : undefined}
              />
            )}
          </ScrollBox>
          {info && (
            <p className="border-t border-slate-200 px-4 py-2 text-xs text-slate-500">
              {distances.length} of {info.distances.length} airports
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
