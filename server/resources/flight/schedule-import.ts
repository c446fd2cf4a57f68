// POST /api/upload/import-flight: a CSV of schedules (columns IMPORT_COLUMNS, ';' or ',') imported all or
// nothing. Rows are keyed by (flight_number, flight_date): a new key is created, a known one updated, an
// identical one left unchanged, so importing the same file twice changes nothing. Every row goes through
// the create checks in file order inside one transaction, which is rolled back on a dry run or any error.
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { FLIGHT_STATUSES } from '@/lib/rules/flight';
import { MAX_OTHER_BYTES } from '@/lib/rules/upload';
import { IMPORT_COLUMNS, type ImportDryRun, type ImportRowResult, scheduleCreate } from '@/lib/schemas/flight/schedule';
import type { CurrentUser } from '@/server/auth/user';
import { db, type Tx } from '@/server/db';
import { HttpError } from '@/server/http/errors';
import { refuseNul } from '@/server/http/validation';
import { announce } from '@/server/realtime/changes';
import { lockResources, logbookConflict, prepareSchedule, type ScheduleInput } from './schedule-checks';
import { inputOf, WRITE_TX } from './schedule-save';

export const IMPORT_MAX_ROWS = 2000;
const REQUIRED = ['flight_date', 'flight_number', 'flight_type', 'dep', 'arr', 'etd', 'eta', 'aircraft'] as const;

type Column = (typeof IMPORT_COLUMNS)[number];
type Cells = Partial<Record<Column, string>>;

const csvRecords = z.array(z.object({ record: z.array(z.string()), info: z.object({ lines: z.number() }) }));

interface ParsedLine {
  line: number;
  cells: Cells;
}

const invalid = (message: string, extra: Record<string, unknown> = {}) => new HttpError(400, 'validation', message, extra);

/** The records of the file with the line each starts on (the header is line 1). */
export function parseImportCsv(text: string): ParsedLine[] {
  if (!text.trim()) throw invalid('The file is empty', { fields: { file: 'The file is empty' } });
  refuseNul(text, 'file');
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  let records: z.output<typeof csvRecords>;
  try {
    // With info: true each record comes as { record, info } (csv-parse's types only know string[][]).
    const raw: unknown = parse(text, {
      delimiter,
      info: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
    records = csvRecords.parse(raw);
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw invalid(`The file is not valid CSV${line ? ` (line ${line})` : ''}: ${(err as Error).message}`);
  }
  if (!records.length) throw invalid('The file is empty', { fields: { file: 'The file is empty' } });
  const header = records[0].record.map((h) => h.trim().toLowerCase());
  const unknown = header.filter((h) => h && !(IMPORT_COLUMNS as readonly string[]).includes(h));
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (unknown.length || missing.length) {
    const parts = [missing.length ? `missing ${missing.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(
      Boolean,
    );
    throw invalid(`Line 1: the header must name the columns ${IMPORT_COLUMNS.join(';')} (${parts.join('; ')})`, {
      rows: [{ line: 1, message: `Header: ${parts.join('; ')}` }],
    });
  }
  const out: ParsedLine[] = [];
  for (const { record, info } of records.slice(1)) {
    if (record.every((v) => !v.trim())) continue;
    const breaks = record.reduce((n, v) => n + (v.match(/\n/g)?.length ?? 0), 0);
    const cells: Cells = {};
    header.forEach((h, i) => {
      if (h) cells[h as Column] = (record[i] ?? '').trim();
    });
    out.push({ line: info.lines - breaks, cells });
  }
  if (!out.length) throw invalid('The file has no rows below the header', { fields: { file: 'The file has no rows below the header' } });
  if (out.length > IMPORT_MAX_ROWS)
    throw invalid(`At most ${IMPORT_MAX_ROWS} rows per file`, { fields: { file: `At most ${IMPORT_MAX_ROWS} rows per file` } });
  return out;
}

interface Lookups {
  airports: Map<string, number>;
  fleets: Map<string, number>;
  pilots: Map<string, number>;
  bases: Map<string, number>;
}

async function lookups(tx: Tx, lines: ParsedLine[]): Promise<Lookups> {
  const upper = (values: (string | undefined)[]) => [...new Set(values.filter((v): v is string => !!v).map((v) => v.toUpperCase()))];
  const codes = upper(lines.flatMap((l) => [l.cells.dep, l.cells.arr]));
  const regs = upper(lines.map((l) => l.cells.aircraft));
  const crew = upper(lines.flatMap((l) => [l.cells.pilot, l.cells.copilot]));
  const bases = upper(lines.map((l) => l.cells.base));
  const [a, f, p, b] = await Promise.all([
    tx.$queryRaw<{ id: number; iata: string | null; icao: string | null }[]>`
      SELECT id, iata, icao FROM airports WHERE upper(iata) = ANY(${codes}::text[]) OR upper(icao) = ANY(${codes}::text[])`,
    tx.$queryRaw<
      { id: number; key: string }[]
    >`SELECT id, upper(registration) AS key FROM fleets WHERE upper(registration) = ANY(${regs}::text[])`,
    tx.$queryRaw<
      { id: number; key: string }[]
    >`SELECT id, upper(crew_code) AS key FROM pilots WHERE upper(crew_code) = ANY(${crew}::text[])`,
    tx.$queryRaw<
      { id: number; key: string }[]
    >`SELECT id, upper(short_name) AS key FROM bases WHERE upper(short_name) = ANY(${bases}::text[])`,
  ]);
  const airports = new Map<string, number>();
  for (const x of a) {
    if (x.icao) airports.set(x.icao.toUpperCase(), x.id);
    if (x.iata) airports.set(x.iata.toUpperCase(), x.id);
  }
  const byKey = (rows: { id: number; key: string }[]) => new Map(rows.map((r) => [r.key, r.id]));
  return { airports, fleets: byKey(f), pilots: byKey(p), bases: byKey(b) };
}

const LABELS: Record<string, string> = {
  flight_number: 'flight_number',
  flight_type: 'flight_type',
  flight_status: 'flight_status',
  flight_date: 'flight_date',
  etd: 'etd',
  eta: 'eta',
  dep_airport_id: 'dep',
  arr_airport_id: 'arr',
  fleet_id: 'aircraft',
  pilot_id: 'pilot',
  copilot_id: 'copilot',
  base_id: 'base',
  notes: 'notes',
};

/** The row as a create body, or the sentences saying why it is not one. */
function rowInput(cells: Cells, l: Lookups): { input: ScheduleInput } | { errors: string[] } {
  const errors: string[] = [];
  const ref = (map: Map<string, number>, value: string | undefined, what: string, column: string) => {
    if (!value) return undefined;
    const id = map.get(value.toUpperCase());
    if (id === undefined) errors.push(`${column}: unknown ${what} '${value}'`);
    return id;
  };
  let status: number | undefined;
  const s = cells.flight_status ?? '';
  if (s) {
    const byName = FLIGHT_STATUSES.find((x) => x.name.toLowerCase() === s.toLowerCase());
    status = byName ? byName.no : /^\d+$/.test(s) ? Number(s) : Number.NaN;
  }
  const pad = (t: string | undefined) => (t && /^\d:\d\d$/.test(t) ? `0${t}` : t);
  const raw = {
    flight_number: cells.flight_number,
    flight_type: cells.flight_type?.toLowerCase(),
    ...(status === undefined ? {} : { flight_status: status }),
    flight_date: cells.flight_date,
    etd: pad(cells.etd),
    eta: pad(cells.eta),
    dep_airport_id: cells.dep ? (ref(l.airports, cells.dep, 'airport', 'dep') ?? -1) : undefined,
    arr_airport_id: cells.arr ? (ref(l.airports, cells.arr, 'airport', 'arr') ?? -1) : undefined,
    fleet_id: cells.aircraft ? (ref(l.fleets, cells.aircraft, 'aircraft registration', 'aircraft') ?? -1) : undefined,
    pilot_id: ref(l.pilots, cells.pilot, 'crew code', 'pilot') ?? null,
    copilot_id: ref(l.pilots, cells.copilot, 'crew code', 'copilot') ?? null,
    base_id: ref(l.bases, cells.base, 'base', 'base') ?? null,
    notes: cells.notes || null,
  };
  const parsed = scheduleCreate.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      // Unknown references were already named above.
      if (['dep_airport_id', 'arr_airport_id', 'fleet_id'].includes(key) && raw[key as 'fleet_id'] === -1) continue;
      const message = issue.message.startsWith('Please choose') ? `Please input ${LABELS[key] ?? key}` : issue.message;
      errors.push(`${LABELS[key] ?? key}: ${message}`);
    }
  }
  if (errors.length || !parsed.success) return { errors };
  return { input: inputOf(parsed.data) };
}

interface Existing {
  id: number;
  flight_number: string;
  flight_date: string;
}

function sameRow(stored: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = [
    'flight_type',
    'flight_status',
    'dep_airport_id',
    'arr_airport_id',
    'fleet_id',
    'pilot_id',
    'copilot_id',
    'base_id',
    'area_id',
    'notes',
  ];
  if (keys.some((k) => (stored[k] ?? null) !== (next[k] ?? null))) return false;
  return (stored.etd as Date).getTime() === (next.etd as Date).getTime() && (stored.eta as Date).getTime() === (next.eta as Date).getTime();
}

class Rollback extends Error {
  constructor(readonly result: ImportDryRun) {
    super('rollback');
  }
}

async function run(tx: Tx, lines: ParsedLine[], user: CurrentUser): Promise<ImportDryRun> {
  const l = await lookups(tx, lines);
  const prepared = lines.map((line) => ({ line, parsed: rowInput(line.cells, l) }));
  const inputs = prepared.flatMap((p) => ('input' in p.parsed ? [p.parsed.input] : []));
  await lockResources(
    tx,
    inputs.map((i) => i.fleet_id),
    inputs.flatMap((i) => [i.pilot_id, i.copilot_id].filter((v): v is number => v !== null)),
  );
  const keys = inputs.map((i) => `${i.flight_number}|${i.flight_date}`);
  const existing = keys.length
    ? await tx.$queryRaw<Existing[]>`
        SELECT rs.id, rs.flight_number, to_char(rs.flight_date, 'YYYY-MM-DD') AS flight_date FROM route_schedules rs
         WHERE (rs.flight_number || '|' || to_char(rs.flight_date, 'YYYY-MM-DD')) = ANY(${keys}::text[])`
    : [];
  const existingBy = new Map(existing.map((e) => [`${e.flight_number}|${e.flight_date}`, e.id]));
  const seen = new Map<string, number>();
  const result: ImportDryRun = { dry_run: true, created: 0, updated: 0, unchanged: 0, errors: 0, rows: [] };
  const push = (r: ImportRowResult) => {
    result.rows.push(r);
    if (r.action === 'create') result.created++;
    else if (r.action === 'update') result.updated++;
    else if (r.action === 'unchanged') result.unchanged++;
    else result.errors++;
  };

  for (const { line, parsed } of prepared) {
    const base = {
      line: line.line,
      flight_number: (line.cells.flight_number ?? '').toUpperCase(),
      flight_date: line.cells.flight_date ?? '',
    };
    if ('errors' in parsed) {
      push({ ...base, action: 'error', message: parsed.errors.join('; ') });
      continue;
    }
    const input = parsed.input;
    const key = `${input.flight_number}|${input.flight_date}`;
    const earlier = seen.get(key);
    if (earlier) {
      push({ ...base, action: 'error', message: `Flight ${input.flight_number} on ${input.flight_date} is already on line ${earlier}` });
      continue;
    }
    seen.set(key, line.line);
    const id = existingBy.get(key) ?? null;
    const checked = await prepareSchedule(tx, input, id);
    if (id !== null && checked.data) {
      const stored = await tx.routeSchedule.findUniqueOrThrow({ where: { id } });
      if (sameRow(stored, checked.data as Record<string, unknown>)) {
        push({ ...base, action: 'unchanged' });
        continue;
      }
    }
    if (checked.problems.length || !checked.data) {
      push({
        ...base,
        action: 'error',
        message: [...new Set(checked.problems.map((p) => p.message))].join('; ') || 'The row could not be resolved',
      });
      continue;
    }
    if (id !== null) {
      const blocked = await logbookConflict(tx, id, input);
      if (blocked) {
        push({ ...base, action: 'error', message: blocked });
        continue;
      }
      await tx.routeSchedule.update({ where: { id }, data: checked.data, select: { id: true } });
      push({ ...base, action: 'update' });
    } else {
      await tx.routeSchedule.create({ data: { ...checked.data, user_id: user.id }, select: { id: true } });
      push({ ...base, action: 'create' });
    }
  }
  return result;
}

export async function importSchedules(form: FormData, user: CurrentUser) {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    throw invalid('Please choose a CSV file', { fields: { file: 'Please choose a CSV file' } });
  if (file.size > MAX_OTHER_BYTES)
    throw new HttpError(413, 'file_size', `The file is larger than ${MAX_OTHER_BYTES} bytes`, {
      fields: { file: 'The file is too large' },
    });
  if (!/\.(csv|txt)$/i.test(file.name)) throw invalid('The file must be a .csv file', { fields: { file: 'The file must be a .csv file' } });
  const dryRun = ['1', 'true', 'yes'].includes(String(form.get('dry_run') ?? '').toLowerCase());
  const lines = parseImportCsv(await file.text());

  let outcome: ImportDryRun;
  try {
    outcome = await db.$transaction(async (tx) => {
      const result = await run(tx, lines, user);
      if (dryRun || result.errors) throw new Rollback(result);
      return result;
    }, WRITE_TX);
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    outcome = err.result;
    if (!dryRun) {
      const rows = outcome.rows.filter((r) => r.action === 'error').map((r) => ({ line: r.line, message: r.message ?? '' }));
      throw invalid(
        `Line ${rows[0].line}: ${rows[0].message}. Nothing was imported (${rows.length} line${rows.length === 1 ? '' : 's'} with errors)`,
        {
          rows,
        },
      );
    }
    return outcome;
  }
  if (outcome.created + outcome.updated)
    announce(user, 'schedule', `imported schedules: ${outcome.created} added, ${outcome.updated} updated`);
  return { created: outcome.created, updated: outcome.updated, unchanged: outcome.unchanged };
}
