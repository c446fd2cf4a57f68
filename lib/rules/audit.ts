// Issue 43: the audit trail in plain words, for the History panels, the Activity screen and its CSV.
import { fmtInstant } from '@/lib/format/dates';
import { fmt } from '@/lib/format/numbers';
import type { AuditEntryRow, AuditNames } from '@/lib/schemas/audit';
import { DUTY_STATUSES } from './duty-status';
import { FLIGHT_STATUSES } from './flight';

/** The kinds of record staff look for first; any other table reads as its name in words. */
export const TABLE_LABELS: Record<string, string> = {
  route_schedules: 'Flight',
  pilots: 'Crew member',
  pilot_schedules: 'Roster day',
  pilot_aircraft: 'Type rating',
  pilot_airports: 'Airport qualification',
  fleets: 'Aircraft',
  fleet_types: 'Aircraft type',
  airports: 'Airport',
  areas: 'Area',
  bases: 'Base',
  users: 'User',
  customers: 'Customer',
  purchases: 'Purchase',
  shop_orders: 'Shop order',
  candidates: 'Candidate',
  job_applications: 'Job application',
  job_postings: 'Job posting',
  inventory_assets: 'IT asset',
  news_articles: 'News article',
};

const FIELD_LABELS: Record<string, string> = {
  pilot_id: 'PIC',
  copilot_id: 'Co-pilot',
  fleet_id: 'Aircraft',
  fleet_type_id: 'Aircraft type',
  dep_airport_id: 'Departure',
  arr_airport_id: 'Arrival',
  base_id: 'Base',
  area_id: 'Area',
  user_id: 'Entered by',
  customer_id: 'Customer',
  etd: 'ETD',
  eta: 'ETA',
  flighttime_decimal: 'Flight time (h)',
  flight_status: 'Status',
  password_hash: 'Password',
  licence_number: 'Licence number',
  licence_expiry: 'Licence expiry',
  medical_expiry: 'Medical expiry',
  crew_code: 'Crew code',
  duty_date: 'Duty date',
};

/** Where an id field's name is read (server/audit/read.ts resolves them). */
export const NAMED_FIELDS = {
  pilot_id: 'pilots',
  copilot_id: 'pilots',
  fleet_id: 'fleets',
  fleet_type_id: 'fleet_types',
  dep_airport_id: 'airports',
  arr_airport_id: 'airports',
  base_id: 'bases',
  area_id: 'areas',
  user_id: 'users',
  customer_id: 'customers',
} as const;

/** Fields that hold a code, read as its name ('Status changed from On Duty to Sick'), by table and field. */
const CODED: Record<string, readonly { no: number; name: string }[]> = {
  'pilot_schedules.status': DUTY_STATUSES,
  'route_schedules.flight_status': FLIGHT_STATUSES,
};

const words = (name: string) => name.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export const tableLabel = (table: string) => TABLE_LABELS[table] ?? words(table);
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? words(field.replace(/_id$/, ''));

export const HIDDEN = '[hidden]';
/** A value erased on request (a candidate's personal data). */
export const ERASED = '[erased]';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MIDNIGHT_DAY = /^(\d{4}-\d{2}-\d{2})T00:00:00(\.0+)?(Z|\+00:00)?$/;

/** A value as staff read it: a name for an id, a day, an instant in WIB, yes/no, or '(empty)'. */
export function valueText(field: string, value: unknown, names: AuditNames = {}, table = ''): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const named = names[field]?.[String(value)] ?? CODED[`${table}.${field}`]?.find((c) => c.no === value)?.name;
  if (named) return named;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  // A decimal as the screens write it (1,75); a whole number as stored (a year, a code, a count).
  if (typeof value === 'number' && !Number.isInteger(value)) return fmt(value, 6);
  if (typeof value === 'string') {
    const day = MIDNIGHT_DAY.exec(value);
    if (day) return day[1];
    if (INSTANT.test(value)) return fmtInstant(value);
    return value;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** What an entry did, one line per changed field: 'PIC changed from Capt. A to Capt. B'. */
export function describeEntry(entry: Pick<AuditEntryRow, 'operation' | 'changes' | 'table_name' | 'names'>): string[] {
  const { names, table_name: table } = entry;
  const kind = tableLabel(table);
  if (entry.operation === 'insert') return [`${kind} created`];
  if (entry.operation === 'delete') return [`${kind} deleted`];
  return Object.entries(entry.changes).map(([field, change]) => {
    const [before, after] = Array.isArray(change) ? change : [undefined, change];
    const label = fieldLabel(field);
    if (before === HIDDEN || after === HIDDEN) return `${label} changed`;
    if (after === ERASED) return `${label} changed (erased on request)`;
    const text = (value: unknown) => valueText(field, value, names, table);
    if (before === null || before === undefined || before === '') return `${label} set to ${text(after)}`;
    if (after === null || after === undefined || after === '') return `${label} cleared (was ${text(before)})`;
    return `${label} changed from ${text(before)} to ${text(after)}`;
  });
}

/** Who did it: the person, the timed job, or nobody signed in (the website, a script). */
export function actorText(entry: Pick<AuditEntryRow, 'actor_name' | 'actor_user_id' | 'actor_job'>): string {
  if (entry.actor_job) return `Timed job ${entry.actor_job}`;
  if (entry.actor_user_id !== null) return entry.actor_name ?? `User ${entry.actor_user_id}`;
  return 'No signed-in user';
}
