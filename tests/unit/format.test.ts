// The client's one home for day and number display (lib/format) and the resource kit's pure helpers: a
// form's text into the API's JSON, a screen's declared columns into its CSV columns.
import { describe, expect, it } from 'vitest';
import { formBody, formValues } from '@/components/crud/form-values';
import { csvColumns } from '@/components/crud/resource-columns';
import type { ResourceColumn } from '@/components/crud/resource-spec';
import {
  clockLabel,
  dayDate,
  daysBetween,
  fmtDay,
  fmtDayTime,
  fmtInstant,
  fmtMonth,
  fmtMonthLong,
  fmtOfficeDay,
  fmtWeekday,
  fromOfficeInput,
  monthName,
  today,
  toOfficeInput,
} from '@/lib/format/dates';
import { fmt, fmtFixed, fmtHours } from '@/lib/format/numbers';

describe('numbers', () => {
  it('writes numbers as Indonesian staff read them, and a missing value as a dash', () => {
    expect(fmt(1234.56)).toBe('1.235');
    expect(fmt(1234.56, 1)).toBe('1.234,6');
    expect(fmt(null)).toBe('–');
    expect(fmtFixed(2, 2)).toBe('2,00');
    expect(fmtHours(1234)).toBe('1.234,0');
    expect(fmtHours(undefined)).toBe('–');
  });
});

describe('days', () => {
  it('writes days, months and weekdays', () => {
    expect(fmtDay('2026-03-05')).toBe('05 Mar 2026');
    expect(fmtDay('2026-03-05T10:00:00Z')).toBe('05 Mar 2026');
    expect(fmtDay(null)).toBe('–');
    expect(monthName(12)).toBe('Dec');
    expect(monthName('13')).toBe('13');
    expect(fmtMonth('2026-03')).toBe('Mar 2026');
    expect(fmtMonth('2026-03-31')).toBe('Mar 2026');
    expect(fmtMonthLong('2026-03-31')).toBe('March 2026');
    expect(fmtWeekday('2026-11-24')).toBe('Tue');
  });

  it('counts whole days across month ends', () => {
    expect(dayDate('2026-03').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
  });

  it('writes instants in a given zone', () => {
    expect(fmtInstant('2026-11-21T13:05:09Z', 'Asia/Jayapura')).toBe('21 Nov 2026 22:05 WIT');
    expect(fmtInstant('2026-11-21T13:05:09Z', 'Asia/Makassar')).toBe('21 Nov 2026 21:05 WITA');
    expect(fmtDayTime('2026-11-21T13:05:09Z', 'Asia/Jakarta')).toBe('21 Nov 20:05 WIB');
    expect(fmtInstant('not a date')).toBe('not a date');
  });

  it('labels every instant with its clock, office time (UTC+7) unless an airport zone is given', () => {
    expect(fmtInstant('2026-11-21T20:30:00Z')).toBe('22 Nov 2026 03:30 WIB');
    expect(fmtInstant('2026-11-21T20:30:00Z', 'Australia/Darwin')).toBe('22 Nov 2026 06:00 UTC+09:30');
    expect(fmtInstant('2026-11-21T20:30:00Z', 'UTC')).toBe('21 Nov 2026 20:30 UTC');
    expect(clockLabel('Asia/Pontianak')).toBe('WIB');
    expect(fmtOfficeDay('2026-11-21T20:30:00Z')).toBe('22 Nov 2026');
    expect(fmtOfficeDay('2026-11-21')).toBe('21 Nov 2026');
    expect(toOfficeInput('2026-11-21T20:30:00Z')).toBe('2026-11-22T03:30');
    expect(fromOfficeInput('2026-11-22T03:30')).toBe('2026-11-21T20:30:00.000Z');
    expect(fromOfficeInput('22/11/2026')).toBe('22/11/2026');
    expect(today(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });
});

describe('resource form', () => {
  const fields = [
    { name: 'code', label: 'Code', upper: true },
    { name: 'note', label: 'Note', nullable: true },
    { name: 'seats', label: 'Seats', kind: 'number' as const },
    { name: 'base_id', label: 'Base', kind: 'select' as const, numeric: true },
    { name: 'active', label: 'Active', kind: 'checkbox' as const },
    { name: 'gap', label: '', kind: 'spacer' as const },
  ];

  it('holds a row as text and sends it back as the API JSON', () => {
    const values = formValues(fields, { code: 'c208', note: null, seats: 12, base_id: 3, active: true });
    expect(values).toEqual({ code: 'c208', note: '', seats: '12', base_id: '3', active: true });
    expect(formBody(fields, values)).toEqual({ code: 'C208', note: null, seats: 12, base_id: 3, active: true });
    // An empty required text is sent as '' (its 'Please input …' message), an empty number left out.
    expect(formBody(fields, { code: ' ', note: '', seats: '', base_id: '', active: false })).toEqual({
      code: '',
      note: null,
      seats: undefined,
      base_id: undefined,
      active: false,
    });
  });
});

describe('resource columns', () => {
  type Row = { id: number; name: string; lat: number; zone: string };
  const columns: ResourceColumn<Row>[] = [
    { id: 'name', header: 'Name', csv: true },
    { id: 'zone', header: 'Zone', csv: 'timezone' },
    { id: 'lat', header: 'Latitude', csv: [{ header: 'latitude', value: (r: Row) => r.lat.toFixed(1) }] },
    { id: 'id', header: 'ID' },
  ];
  const row: Row = { id: 1, name: 'Wamena', lat: -4.09, zone: 'Asia/Jayapura' };

  it('gives the CSV columns in the columns order, or in the order asked', () => {
    expect(csvColumns<Row>({ columns }).map((c) => [c.header, c.value(row)])).toEqual([
      ['name', 'Wamena'],
      ['timezone', 'Asia/Jayapura'],
      ['latitude', '-4.1'],
    ]);
    expect(csvColumns<Row>({ columns, csv: { filename: 'x', order: ['latitude', 'name'] } }).map((c) => c.header)).toEqual([
      'latitude',
      'name',
    ]);
  });
});
