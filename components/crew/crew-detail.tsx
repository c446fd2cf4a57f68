'use client';
// A crew member's page (/flight/pilot/{id}): who they are, their documents, the four flight-time windows
// (used, limit, remaining), type ratings and airport qualifications, and tabs for their flights, logbook
// (with totals) and this month's roster.
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import type { FormTarget } from '@/components/crud/resource-form';
import { daysBetween, fmt, fmtDay, fmtHours, fmtInstant, today } from '@/components/flight/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { api } from '@/lib/client/api';
import { dutyStatusByNo } from '@/lib/rules/duty-status';
import { flightTypeColour, flightTypeLabel } from '@/lib/rules/flight';
import { parsePacked } from '@/lib/rules/pilot-schedule';
import type { RosterPacked } from '@/lib/schemas/flight/roster';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import type { ListResult } from '@/lib/schemas/list';
import { type AirportOption, CrewFormDialog, crewTarget } from './crew-form';
import { DutyCode } from './duty';
import { ExpiryBadge } from './expiry';
import { LimitsPanel } from './limits';
import { monthDays, monthLabel, monthOf, shiftMonth, WEEKDAY_SHORT, weekday } from './roster-data';
import { type CheckedOut, type FlightRow, type LogbookResult, PILOT_ENDPOINT, type PilotRow, RANK_LABEL, route } from './types';

const TABS = [
  { value: 'flights', label: 'Flights' },
  { value: 'logbook', label: 'Logbook' },
  { value: 'roster', label: 'Roster' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const PAGE = 25;

const shiftDay = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** One page of a list call, reloaded when the URL changes. */
function usePage<T>(url: string) {
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    api<T>(url)
      .then((r) => {
        if (cancelled) return;
        setResult(r);
        setError(null);
      })
      .catch((e: Error) => !cancelled && setError(e.message))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [url]);
  return { result, error, loading };
}

function Range({
  from,
  to,
  onChange,
  children,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3 text-sm">
      <span className="flex items-center gap-1.5 text-slate-600">
        From
        <Input
          type="date"
          aria-label="From"
          className="w-40"
          value={from}
          onChange={(e) => e.target.value && onChange(e.target.value, to)}
        />
      </span>
      <span className="flex items-center gap-1.5 text-slate-600">
        To
        <Input type="date" aria-label="To" className="w-40" value={to} onChange={(e) => e.target.value && onChange(from, e.target.value)} />
      </span>
      {children}
    </div>
  );
}

function Pager({ page, total, onPage, loading }: { page: number; total: number; onPage: (p: number) => void; loading: boolean }) {
  const pages = Math.max(1, Math.ceil(total / PAGE));
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 px-4 py-2 text-sm text-slate-600">
      <span>
        {total === 0 ? 0 : (page - 1) * PAGE + 1}–{Math.min(total, page * PAGE)} of {total}
      </span>
      {loading && <Spinner className="size-4 text-brand-600" />}
      <span className="ml-auto">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ Prev
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next ›
      </Button>
    </div>
  );
}

function TypeDot({ type }: { type: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: flightTypeColour(type) }} />
      {flightTypeLabel(type)}
    </span>
  );
}

const TH = 'px-3 py-2 font-semibold';
const TD = 'px-3 py-1.5';

function CrewFlights({ pilotId }: { pilotId: number }) {
  const day = today();
  const [from, setFrom] = useState(shiftDay(day, -30));
  const [to, setTo] = useState(shiftDay(day, 14));
  const [page, setPage] = useState(1);
  const { result, error, loading } = usePage<ListResult<FlightRow>>(
    `/api/flight/route-schedule/pilot/${pilotId}?from=${from}&to=${to}&page=${page}&limit=${PAGE}`,
  );
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <Range
        from={from}
        to={to}
        onChange={(f, t) => {
          setFrom(f);
          setTo(t);
          setPage(1);
        }}
      >
        <span className="ml-auto text-xs text-slate-500">Times are local at each airport.</span>
      </Range>
      {error && <p className="bg-red-50 px-4 py-2 text-sm text-red-700">{error}</p>}
      {!result ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-5 text-brand-600" />
        </div>
      ) : result.data.length === 0 ? (
        <EmptyState title="No flights" description={`No flights between ${fmtDay(from)} and ${fmtDay(to)}.`} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Flights">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th className={TH}>Date</th>
                <th className={TH}>Flight</th>
                <th className={TH}>Route</th>
                <th className={TH}>ETD–ETA</th>
                <th className={`${TH} text-right`}>Hours</th>
                <th className={TH}>Type</th>
                <th className={TH}>Aircraft</th>
                <th className={TH}>Seat</th>
                <th className={TH}>Other crew</th>
                <th className={TH}>Status</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.data.map((f) => (
                <tr key={f.id} className={f.flight_status === 0 ? 'text-slate-400 line-through' : undefined}>
                  <td className={`${TD} whitespace-nowrap`}>{fmtDay(f.flight_date)}</td>
                  <td className={`${TD} font-mono font-semibold`}>{f.flight_number}</td>
                  <td className={`${TD} whitespace-nowrap`}>{route(f)}</td>
                  <td className={`${TD} font-mono`}>
                    {f.etd_local}–{f.eta_local}
                  </td>
                  <td className={`${TD} text-right tabular-nums`}>{fmtHours(f.flighttime_decimal)}</td>
                  <td className={TD}>
                    <TypeDot type={f.flight_type} />
                  </td>
                  <td className={`${TD} font-mono whitespace-nowrap`}>
                    {f.registration} <span className="text-xs text-slate-500">{f.fleet_type_code}</span>
                  </td>
                  <td className={TD}>{f.pilot_id === pilotId ? 'PIC' : 'SIC'}</td>
                  <td className={`${TD} whitespace-nowrap`}>{(f.pilot_id === pilotId ? f.copilot_name : f.pilot_name) ?? '–'}</td>
                  <td className={TD}>{f.flight_status_name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && <Pager page={page} total={result.total} onPage={setPage} loading={loading} />}
    </div>
  );
}

function CrewLogbook({ pilotId }: { pilotId: number }) {
  const day = today();
  const [from, setFrom] = useState(shiftDay(day, -90));
  const [to, setTo] = useState(day);
  const [page, setPage] = useState(1);
  const { result, error, loading } = usePage<LogbookResult>(
    `/api/flight/logbook/pilot/${pilotId}?from=${from}&to=${to}&page=${page}&limit=${PAGE}`,
  );
  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <Range
        from={from}
        to={to}
        onChange={(f, t) => {
          setFrom(f);
          setTo(t);
          setPage(1);
        }}
      >
        {result && (
          <p className="ml-auto text-sm text-slate-700" data-testid="logbook-totals">
            <span className="font-semibold tabular-nums">{fmtHours(result.totals.block_hours)} h</span> block ·{' '}
            <span className="font-semibold tabular-nums">{fmt(result.totals.landings)}</span> landings ·{' '}
            <span className="font-semibold tabular-nums">{fmt(result.total)}</span> entries
          </p>
        )}
      </Range>
      {error && <p className="bg-red-50 px-4 py-2 text-sm text-red-700">{error}</p>}
      {!result ? (
        <div className="flex justify-center py-10">
          <Spinner className="size-5 text-brand-600" />
        </div>
      ) : result.data.length === 0 ? (
        <EmptyState title="No logbook entries" description={`Nothing logged between ${fmtDay(from)} and ${fmtDay(to)}.`} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label="Logbook">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
              <tr>
                <th className={TH}>Date</th>
                <th className={TH}>Flight</th>
                <th className={TH}>Route</th>
                <th className={TH}>Block off</th>
                <th className={TH}>Block on</th>
                <th className={`${TH} text-right`}>Block h</th>
                <th className={`${TH} text-right`}>Landings</th>
                <th className={TH}>Aircraft</th>
                <th className={TH}>Type</th>
                <th className={TH}>Remarks</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.data.map((e) => (
                <tr key={e.id}>
                  <td className={`${TD} whitespace-nowrap`}>{fmtDay(e.flight_date)}</td>
                  <td className={`${TD} font-mono font-semibold`}>{e.flight_number}</td>
                  <td className={`${TD} whitespace-nowrap`}>{route(e)}</td>
                  <td className={`${TD} whitespace-nowrap`}>{fmtInstant(e.block_off)}</td>
                  <td className={`${TD} whitespace-nowrap`}>{fmtInstant(e.block_on)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{fmtHours(e.block_hours)}</td>
                  <td className={`${TD} text-right tabular-nums`}>{e.landings}</td>
                  <td className={`${TD} font-mono`}>{e.registration}</td>
                  <td className={TD}>
                    <TypeDot type={e.flight_type} />
                  </td>
                  <td className={`${TD} text-slate-600`}>{e.remarks ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && <Pager page={page} total={result.total} onPage={setPage} loading={loading} />}
    </div>
  );
}

function CrewRosterMonth({ pilotId }: { pilotId: number }) {
  const [month, setMonth] = useState(monthOf());
  const days = monthDays(month);
  const { result, error } = usePage<RosterPacked>(`/api/pilot/schedule/${pilotId}?from=${days[0]}&to=${days[days.length - 1]}`);
  const entries = new Map(parsePacked(result?.data).entries.map((e) => [e.duty_date, e]));
  const first = weekday(days[0]);
  // Monday-first weeks.
  const lead = (first + 6) % 7;
  const day = today();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
      <div className="mb-2 flex items-center gap-1">
        <Button variant="secondary" size="sm" aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
          ‹
        </Button>
        <span className="w-36 text-center text-sm font-semibold">{monthLabel(month)}</span>
        <Button variant="secondary" size="sm" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          ›
        </Button>
        {!result && <Spinner className="ml-2 size-4 text-brand-600" />}
        {error && <span className="ml-2 text-sm text-red-700">{error}</span>}
      </div>
      <div className="grid max-w-2xl grid-cols-7 gap-1 text-xs" data-testid="crew-roster-month">
        {[1, 2, 3, 4, 5, 6, 0].map((d) => (
          <div key={d} className="text-center font-medium text-slate-500">
            {WEEKDAY_SHORT[d]}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} />
        ))}
        {days.map((d) => {
          const e = entries.get(d);
          return (
            <div
              key={d}
              className={`flex h-12 flex-col justify-between rounded border p-1 ${d === day ? 'border-brand-500 bg-brand-50' : 'border-slate-200'}`}
              title={e ? `${dutyStatusByNo(e.status)?.name ?? 'No status'}${e.base_name ? ` at ${e.base_name}` : ''}` : 'Not rostered'}
            >
              <span className="text-slate-500">{Number(d.slice(8))}</span>
              {e && (
                <span className="flex items-center justify-between gap-1">
                  <DutyCode status={e.status} />
                  <span className="truncate font-mono text-[10px] text-slate-500">{e.base_name_short}</span>
                </span>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function CrewDetail({
  pilot: initial,
  bases,
  types,
  airports,
}: {
  pilot: PilotRow;
  bases: BaseRow[];
  types: FleetTypeRow[];
  airports: AirportOption[];
}) {
  const router = useRouter();
  const params = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : 'flights';
  const [pilot, setPilot] = useState(initial);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [quals, setQuals] = useState<CheckedOut | null>(null);
  const [qualsKey, setQualsKey] = useState(0);

  useEffect(() => setPilot(initial), [initial]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: qualsKey is a reload trigger
  useEffect(() => {
    let cancelled = false;
    api<CheckedOut>(`/api/pilot/checked-out/${pilot.id}`)
      .then((r) => !cancelled && setQuals(r))
      .catch(() => !cancelled && setQuals({ pilot_id: pilot.id, aircraft: [], airports: [] }));
    return () => {
      cancelled = true;
    };
  }, [pilot.id, qualsKey]);

  function selectTab(next: string) {
    const q = new URLSearchParams(params);
    q.set('tab', next);
    window.history.replaceState(null, '', `?${q}`);
  }

  async function saved() {
    setQualsKey((k) => k + 1);
    try {
      setPilot(await api<PilotRow>(`${PILOT_ENDPOINT}/${pilot.id}`));
    } catch {
      router.refresh();
    }
  }

  const day = today();
  const validity = (until: string | null) => {
    if (!until) return <span className="text-slate-400">no end date</span>;
    const left = daysBetween(day, until.slice(0, 10));
    if (left > 60) return <span className="text-xs text-slate-500">until {fmtDay(until)}</span>;
    return (
      <Badge tone={left < 0 ? 'red' : 'amber'}>
        until {fmtDay(until)}
        {left < 0 ? ' · expired' : ''}
      </Badge>
    );
  };

  return (
    <div className="space-y-5">
      <Link href="/flight/pilot" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        ‹ All crew
      </Link>

      <section className="rounded-lg border border-slate-200 bg-white shadow-sm" aria-label={`Crew member ${pilot.name}`}>
        <div className="flex flex-wrap items-start gap-4 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h2 className="text-2xl font-bold text-slate-900">{pilot.name}</h2>
              <span className="font-mono text-lg font-semibold text-slate-500">{pilot.crew_code}</span>
              <Badge tone={pilot.status === 'active' ? 'green' : 'gray'}>{pilot.status === 'active' ? 'Active' : 'Inactive'}</Badge>
              {pilot.exceeded ? (
                <Badge tone="red">Over a limit</Badge>
              ) : pilot.flagged ? (
                <Badge tone="amber">Limits above 75 %</Badge>
              ) : null}
            </div>
            <p className="mt-1 text-slate-700">
              {RANK_LABEL[pilot.rank]}
              <span className="mx-2 text-slate-300">|</span>
              Base{' '}
              {pilot.base_name ? (
                <>
                  <span className="font-semibold">{pilot.base_name_short}</span> {pilot.base_name}
                </>
              ) : (
                <span className="text-slate-500">none</span>
              )}
            </p>
            <dl className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-1 text-sm text-slate-600">
              <div className="flex items-center gap-1.5">
                <dt className="text-slate-500">Licence</dt>
                <dd className="font-mono">{pilot.licence_number}</dd>
                <dd>
                  <ExpiryBadge inline date={pilot.licence_expiry} state={pilot.licence_state} label="Licence" />
                </dd>
              </div>
              <div className="flex items-center gap-1.5">
                <dt className="text-slate-500">Medical</dt>
                <dd>
                  <ExpiryBadge inline date={pilot.medical_expiry} state={pilot.medical_state} label="Medical" />
                </dd>
              </div>
              {pilot.phone && (
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">Phone</dt>
                  <dd>{pilot.phone}</dd>
                </div>
              )}
              {pilot.email && (
                <div className="flex gap-1.5">
                  <dt className="text-slate-500">Email</dt>
                  <dd>{pilot.email}</dd>
                </div>
              )}
            </dl>
          </div>
          <Button variant="secondary" onClick={() => setEditing(crewTarget(pilot))}>
            Edit crew member
          </Button>
        </div>
        <div className="border-b border-slate-200 px-5 pt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Flight-time limits, windows ending today (planned and flown hours)
        </div>
        <LimitsPanel hours={pilot} />
        <div className="grid grid-cols-2 divide-x divide-slate-200 border-t border-slate-200">
          <div className="px-5 py-3">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Type ratings</h3>
            {!quals ? (
              <Spinner className="mt-2 size-4 text-brand-600" />
            ) : quals.aircraft.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">None: not rated on any aircraft type.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm" aria-label="Type ratings">
                {quals.aircraft.map((a) => (
                  <li key={a.id} className="flex items-center gap-2">
                    <span className="w-14 font-mono font-semibold">{a.code}</span>
                    <span className="flex-1 truncate">{a.name}</span>
                    {a.since && <span className="text-xs text-slate-500">since {fmtDay(a.since)}</span>}
                    {validity(a.valid_until)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="px-5 py-3">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Airport qualifications</h3>
            {!quals ? (
              <Spinner className="mt-2 size-4 text-brand-600" />
            ) : quals.airports.length === 0 ? (
              <p className="mt-1 text-sm text-slate-500">None.</p>
            ) : (
              <ul className="mt-1 space-y-1 text-sm" aria-label="Airport qualifications">
                {quals.airports.map((a) => (
                  <li key={a.id} className="flex items-center gap-2">
                    <span className="min-w-24 font-mono font-semibold whitespace-nowrap">
                      {[a.iata, a.icao].filter(Boolean).join(' / ')}
                    </span>
                    <span className="flex-1 truncate">{a.name}</span>
                    {validity(a.valid_until)}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      <Tabs items={TABS} value={tab} onValueChange={selectTab} label="Crew records">
        {tab === 'flights' && <CrewFlights pilotId={pilot.id} />}
        {tab === 'logbook' && <CrewLogbook pilotId={pilot.id} />}
        {tab === 'roster' && <CrewRosterMonth pilotId={pilot.id} />}
      </Tabs>

      <CrewFormDialog target={editing} onClose={() => setEditing(null)} bases={bases} types={types} airports={airports} onSaved={saved} />
    </div>
  );
}
