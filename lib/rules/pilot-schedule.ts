// Pilot schedule entries (spec 3) and their packed string, plus the single-update rule of spec 5. Client-safe.
//
// Packed string: entries separated by ';;', fields by '::', in the order
//   id::pilot::duty_date::base::base_name::base_name_short::status
// e.g. '12::3::2026-11-21::2::Jakarta Halim::HLP::1;;13::3::2026-11-22::0::::::0'.
// An empty base is 0 (no base) and an empty status is null. parsePacked tolerates an empty string, blank
// entries and trailing separators; a malformed entry is skipped and reported with its index.

import { isDutyStatus } from './duty-status';

export const ENTRY_SEPARATOR = ';;';
export const FIELD_SEPARATOR = '::';
export const PACKED_FIELDS = ['id', 'pilot', 'duty_date', 'base', 'base_name', 'base_name_short', 'status'] as const;

export interface PilotScheduleEntry {
  id: number;
  pilot: number;
  /** 'YYYY-MM-DD' */
  duty_date: string;
  /** 0 when no base. */
  base: number;
  base_name: string;
  base_name_short: string;
  /** Duty status 0-11, or null when empty. */
  status: number | null;
}

export interface PackedError {
  /** Index of the entry among the non-blank entries of the string (0-based). */
  index: number;
  text: string;
  message: string;
}

export interface ParsedPacked {
  entries: PilotScheduleEntry[];
  errors: PackedError[];
}

const INT = /^-?\d+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** A text field can be packed when it cannot be confused with a separator. */
export function canPack(text: string): boolean {
  return !/::|;;/.test(text) && !/^[:;]|[:;]$/.test(text);
}

function parseEntry(text: string): PilotScheduleEntry | string {
  const f = text.split(FIELD_SEPARATOR).map((s) => s.trim());
  if (f.length !== PACKED_FIELDS.length) return `expected ${PACKED_FIELDS.length} fields, got ${f.length}`;
  const [id, pilot, dutyDate, base, baseName, baseShort, status] = f;
  if (!INT.test(id) || +id < 1) return `invalid id '${id}'`;
  if (!INT.test(pilot) || +pilot < 1) return `invalid pilot '${pilot}'`;
  if (!isIsoDate(dutyDate)) return `invalid duty_date '${dutyDate}'`;
  if (base !== '' && (!INT.test(base) || +base < 0)) return `invalid base '${base}'`;
  if (status !== '' && !(INT.test(status) && isDutyStatus(+status))) return `invalid status '${status}'`;
  return {
    id: +id,
    pilot: +pilot,
    duty_date: dutyDate,
    base: base === '' ? 0 : +base,
    base_name: baseName,
    base_name_short: baseShort,
    status: status === '' ? null : +status,
  };
}

/** Parses the packed string; malformed entries are skipped and listed in `errors`. */
export function parsePacked(text: string | null | undefined): ParsedPacked {
  const entries: PilotScheduleEntry[] = [];
  const errors: PackedError[] = [];
  const parts = (text ?? '')
    .split(ENTRY_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  parts.forEach((part, index) => {
    const r = parseEntry(part);
    if (typeof r === 'string') errors.push({ index, text: part, message: r });
    else entries.push(r);
  });
  return { entries, errors };
}

/** Packs entries; throws when a name contains a separator (it could not be read back). */
export function formatPacked(entries: readonly PilotScheduleEntry[]): string {
  return entries
    .map((e) => {
      for (const name of [e.base_name, e.base_name_short]) {
        if (!canPack(name)) throw new Error(`cannot pack base name '${name}'`);
      }
      return [e.id, e.pilot, e.duty_date, e.base, e.base_name, e.base_name_short, e.status ?? ''].join(FIELD_SEPARATOR);
    })
    .join(ENTRY_SEPARATOR);
}

function toInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value === 'string' && INT.test(value.trim())) return Number.parseInt(value.trim(), 10);
  return null;
}

/**
 * Spec 5, pilot schedule single update: a base below 1 becomes 0, and a negative status becomes empty (null).
 * Values that are not integers count as below 1 / empty.
 */
export function normalizeScheduleUpdate<T extends { base?: unknown; status?: unknown }>(
  input: T,
): Omit<T, 'base' | 'status'> & { base: number; status: number | null } {
  const base = toInt(input.base);
  const status = toInt(input.status);
  return { ...input, base: base === null || base < 1 ? 0 : base, status: status === null || status < 0 ? null : status };
}
