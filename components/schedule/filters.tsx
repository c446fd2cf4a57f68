'use client';
// The schedule filters (date range, base, area, aircraft, pilot, type, status), held in the URL with the
// list state so that the table, the calendar and the CSV export all read the same ones.
import { useListState } from '@/components/data-table/use-list-state';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Input } from '@/components/ui/input';
import { FilterSelect } from '@/components/ui/select';
import { FLIGHT_STATUSES, FLIGHT_TYPES, flightTypeLabel } from '@/lib/rules/flight';
import { localToday } from './dates';
import { baseLabel, fleetLabel, pilotLabel, SCHEDULE_LIST, type ScheduleRefs } from './types';

/** Filters the calendar applies too (its dates come from the month shown). */
export const NON_DATE_FILTERS = ['base', 'area', 'fleet', 'pilot', 'flight_type', 'flight_status'] as const;

function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="w-36">
      <Input type="date" aria-label={label} value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function ScheduleFilters({ refs, dates = true }: { refs: ScheduleRefs; dates?: boolean }) {
  const { state, update } = useListState(SCHEDULE_LIST);
  const f = state.filters;
  const set = (key: string, value: string | undefined) => update({ filters: { [key]: value || undefined } });

  const select = (key: string, label: string, all: string, options: { value: string; label: string }[], width: string) => (
    <FilterSelect aria-label={label} className={width} value={f[key]} onChange={(v) => set(key, v)} all={all} options={options} />
  );
  const combo = (key: string, label: string, all: string, options: { value: string; label: string }[], width: string) => (
    <div className={width}>
      <Combobox
        aria-label={label}
        value={f[key] ?? ''}
        placeholder={all}
        onValueChange={(v) => set(key, v)}
        options={[{ value: '', label: all }, ...options]}
      />
    </div>
  );
  const today = localToday();
  // One end of the range; a single day ('date') becomes both ends first.
  const setDay = (end: 'from' | 'to', other: 'from' | 'to', value: string) =>
    update({ filters: { [end]: value || undefined, date: undefined, ...(f.date ? { [other]: f.date } : {}) } });

  return (
    <>
      {dates && (
        <div className="flex items-center gap-1.5">
          <DateFilter label="From date" value={f.from ?? f.date ?? ''} max={f.to} onChange={(v) => setDay('from', 'to', v)} />
          <span className="text-xs text-slate-500">to</span>
          <DateFilter label="To date" value={f.to ?? f.date ?? ''} min={f.from} onChange={(v) => setDay('to', 'from', v)} />
          <Button variant="secondary" size="sm" onClick={() => update({ filters: { from: today, to: today, date: undefined } })}>
            Today
          </Button>
          {(f.from || f.to || f.date) && (
            <Button variant="ghost" size="sm" onClick={() => update({ filters: { from: undefined, to: undefined, date: undefined } })}>
              All dates
            </Button>
          )}
        </div>
      )}
      {select(
        'base',
        'Filter by base',
        'All bases',
        refs.bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
        'w-40',
      )}
      {select(
        'area',
        'Filter by area',
        'All areas',
        refs.areas.map((a) => ({ value: String(a.id), label: a.name })),
        'w-36',
      )}
      {combo(
        'fleet',
        'Filter by aircraft',
        'All aircraft',
        refs.fleets.map((x) => ({ value: String(x.id), label: fleetLabel(x) })),
        'w-40',
      )}
      {combo(
        'pilot',
        'Filter by pilot',
        'All crew',
        refs.pilots.map((p) => ({ value: String(p.id), label: pilotLabel(p) })),
        'w-48',
      )}
      {select(
        'flight_type',
        'Filter by type',
        'All types',
        FLIGHT_TYPES.map((t) => ({ value: t, label: flightTypeLabel(t) })),
        'w-36',
      )}
      {select(
        'flight_status',
        'Filter by status',
        'All statuses',
        FLIGHT_STATUSES.map((s) => ({ value: String(s.no), label: s.name })),
        'w-32',
      )}
    </>
  );
}
