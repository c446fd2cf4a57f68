'use client';
// CSV export of every flight matching the screen's search and filters (not only the page shown), ';'
// separated. The first columns are those of the import file, so an exported file can be edited and
// imported back; the rest are for reading.
import { type ListState, listQueryString } from '@/components/data-table/list-params';
import { apiCall } from '@/lib/client/api-client';
import { downloadCsv } from '@/lib/client/download';
import type { CsvColumn } from '@/lib/rules/csv';
import { LIST_LIMIT_MAX } from '@/lib/schemas/list';
import { arrCode, depCode, SCHEDULE_ENDPOINT, type ScheduleRefs, type ScheduleRow } from './types';

export function scheduleCsvColumns(refs: ScheduleRefs): CsvColumn<ScheduleRow>[] {
  const codes = new Map(refs.pilots.map((p) => [p.id, p.crew_code]));
  const crew = (id: number | null, name: string | null) => (id === null ? '' : (codes.get(id) ?? name ?? ''));
  return [
    { header: 'flight_date', value: (r) => r.flight_date },
    { header: 'flight_number', value: (r) => r.flight_number },
    { header: 'flight_type', value: (r) => r.flight_type },
    { header: 'flight_status', value: (r) => r.flight_status },
    { header: 'dep', value: depCode },
    { header: 'arr', value: arrCode },
    { header: 'etd', value: (r) => r.etd_local },
    { header: 'eta', value: (r) => r.eta_local },
    { header: 'aircraft', value: (r) => r.registration },
    { header: 'pilot', value: (r) => crew(r.pilot_id, r.pilot_name) },
    { header: 'copilot', value: (r) => crew(r.copilot_id, r.copilot_name) },
    { header: 'base', value: (r) => r.base_name_short },
    { header: 'notes', value: (r) => r.notes },
    { header: 'status_name', value: (r) => r.flight_status_name },
    { header: 'flight_hours', value: (r) => r.flighttime_decimal },
    { header: 'pilot_name', value: (r) => r.pilot_name },
    { header: 'copilot_name', value: (r) => r.copilot_name },
    { header: 'area', value: (r) => r.area_name },
    { header: 'aircraft_type', value: (r) => r.fleet_type_code },
    { header: 'logbook_entries', value: (r) => r.flight_logbook },
    { header: 'logbook_passed', value: (r) => (r.logbook_passed ? 'yes' : 'no') },
  ];
}

/** Fetch every matching row (page by page) and download them; resolves to the number of rows. */
export async function exportSchedules(state: ListState, refs: ScheduleRefs, filename = 'route-schedules'): Promise<number> {
  const rows: ScheduleRow[] = [];
  for (let page = 1; ; page++) {
    const r = await apiCall('get', SCHEDULE_ENDPOINT, { search: listQueryString({ ...state, page, limit: LIST_LIMIT_MAX }) });
    rows.push(...r.data);
    if (r.data.length < LIST_LIMIT_MAX || rows.length >= r.total) break;
  }
  await downloadCsv(rows, scheduleCsvColumns(refs), `${filename}.csv`);
  return rows.length;
}
