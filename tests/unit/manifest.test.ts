import { describe, expect, it } from 'vitest';
import {
  countsOnBoard,
  digitsValue,
  MANIFEST_PAGE_SIZE,
  manifestErrors,
  manifestName,
  manifestReference,
  manifestStatusName,
  manifestTitle,
  manifestTotals,
  manifestValues,
} from '@/lib/rules/manifest';
import { manifestCreate, manifestEntry, manifestListQuery } from '@/lib/schemas/flight/manifest';

const passenger = { type: 'passenger', firstname: 'Budi', lastname: 'Santoso', familyname: 'Wijaya', weight: 70, bag: 1, bag_weight: 15 };
const cargo = { type: 'cargo', weight: 120, description: 'Medical supplies' };

describe('manifest validation (spec 5)', () => {
  it('accepts a complete passenger and a cargo item with notes', () => {
    expect(manifestErrors(passenger)).toEqual({});
    expect(manifestErrors(cargo)).toEqual({});
    expect(manifestErrors({ ...passenger, weight: '70', bag: '2', bag_weight: '30' })).toEqual({});
  });

  it('requires firstname, lastname and familyname of passengers, with the spec messages', () => {
    expect(manifestErrors({ ...passenger, firstname: '' })).toEqual({ firstname: 'Please input firstname' });
    expect(manifestErrors({ ...passenger, lastname: '   ' })).toEqual({ lastname: 'Please input lastname' });
    expect(manifestErrors({ ...passenger, familyname: null })).toEqual({ familyname: 'Please input familyname' });
    expect(manifestErrors({ type: 'passenger', weight: 60 })).toEqual({
      firstname: 'Please input firstname',
      lastname: 'Please input lastname',
      familyname: 'Please input familyname',
    });
  });

  it('does not ask cargo for names', () => {
    expect(manifestErrors({ ...cargo, firstname: '', lastname: null })).toEqual({});
  });

  it('requires a nonzero weight, naming the type', () => {
    expect(manifestErrors({ ...passenger, weight: '' })).toEqual({ weight: 'Please input weight of passenger' });
    expect(manifestErrors({ ...passenger, weight: 0 })).toEqual({ weight: 'Please input weight of passenger' });
    expect(manifestErrors({ ...passenger, weight: '000' })).toEqual({ weight: 'Please input weight of passenger' });
    expect(manifestErrors({ ...cargo, weight: undefined })).toEqual({ weight: 'Please input weight of cargo' });
    expect(manifestErrors({ ...cargo, weight: 0 })).toEqual({ weight: 'Please input weight of cargo' });
  });

  it('requires notes for cargo', () => {
    expect(manifestErrors({ ...cargo, description: '' })).toEqual({ description: 'Please add notes for cargo' });
    expect(manifestErrors({ type: 'cargo', weight: 5 })).toEqual({ description: 'Please add notes for cargo' });
    expect(manifestErrors({ ...passenger, description: '' })).toEqual({});
  });

  it('accepts digits only in weight, bag and bag_weight', () => {
    expect(manifestErrors({ ...passenger, weight: '70.5' })).toEqual({ weight: 'weight accepts digits only' });
    expect(manifestErrors({ ...passenger, weight: -70 })).toEqual({ weight: 'weight accepts digits only' });
    expect(manifestErrors({ ...passenger, weight: 70.5 })).toEqual({ weight: 'weight accepts digits only' });
    expect(manifestErrors({ ...passenger, bag: '1a' })).toEqual({ bag: 'bag accepts digits only' });
    expect(manifestErrors({ ...passenger, bag: -1 })).toEqual({ bag: 'bag accepts digits only' });
    expect(manifestErrors({ ...passenger, bag_weight: '1e3' })).toEqual({ bag_weight: 'bag_weight accepts digits only' });
    expect(manifestErrors({ ...passenger, bag: '', bag_weight: null })).toEqual({});
  });

  it('requires a known type', () => {
    expect(manifestErrors({ ...passenger, type: 'crew' })).toMatchObject({ type: 'Please choose passenger or cargo' });
    expect(manifestErrors({ weight: 5 })).toMatchObject({ type: 'Please choose passenger or cargo' });
  });

  it('limits names, notes and status', () => {
    expect(manifestErrors({ ...passenger, firstname: 'x'.repeat(101) })).toEqual({
      firstname: 'First name may have at most 100 characters',
    });
    expect(manifestErrors({ ...cargo, description: 'x'.repeat(2001) })).toEqual({ description: 'Notes may have at most 2000 characters' });
    expect(manifestErrors({ ...passenger, status: 100 })).toEqual({ status: 'Status must be a whole number from 0 to 99' });
    expect(manifestErrors({ ...passenger, status: '2' })).toEqual({});
  });
});

describe('manifest values and schemas', () => {
  it('stores trimmed text, numbers and defaults', () => {
    expect(manifestValues({ ...passenger, firstname: ' Budi ', weight: '70', bag: '', bag_weight: undefined, description: '  ' })).toEqual({
      type: 'passenger',
      firstname: 'Budi',
      lastname: 'Santoso',
      familyname: 'Wijaya',
      weight: 70,
      bag: 0,
      bag_weight: 0,
      description: null,
      status: 1,
    });
  });

  it('the create schema answers the rule messages per field', () => {
    const bad = manifestCreate.safeParse({ schedule: 1, type: 'passenger', weight: 0 });
    expect(bad.success).toBe(false);
    const fields = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(fields).toEqual({
      firstname: 'Please input firstname',
      lastname: 'Please input lastname',
      familyname: 'Please input familyname',
      weight: 'Please input weight of passenger',
    });
    expect(manifestCreate.parse({ schedule: 3, ...cargo })).toMatchObject({ schedule: 3, type: 'cargo', weight: 120, bag: 0 });
    expect(manifestCreate.safeParse({ ...cargo }).success).toBe(false);
    expect(manifestEntry.safeParse({ ...cargo, extra: 1 }).success).toBe(false);
  });

  it('caps the page at 200', () => {
    expect(MANIFEST_PAGE_SIZE).toBe(200);
    expect(manifestListQuery.parse({})).toEqual({ page: 1, limit: 200 });
    expect(manifestListQuery.safeParse({ limit: '201' }).success).toBe(false);
  });

  it('reads digits only', () => {
    expect(digitsValue('72.5')).toBeNull();
    expect(digitsValue('012')).toBe(12);
    expect(digitsValue('')).toBeNull();
    expect(digitsValue(1.5)).toBeNull();
  });
});

describe('manifest references, status and totals', () => {
  it('formats the reference with the year of the flight date (spec 9) and the title (spec 2)', () => {
    expect(manifestReference(12, 345, '2026-11-21')).toBe('#SI12-345-2026');
    expect(manifestReference(7, 1, new Date('2021-03-04T00:00:00Z'))).toBe('#SI7-1-2021');
    expect(manifestTitle(12)).toBe('MANIFEST #SI12');
  });

  it('names statuses: 1 active, 2 error row, anything else inactive', () => {
    expect(manifestStatusName(1)).toBe('active');
    expect(manifestStatusName(2)).toBe('error');
    expect(manifestStatusName(0)).toBe('inactive');
    expect(manifestStatusName(9)).toBe('inactive');
    expect(countsOnBoard(2)).toBe(true);
    expect(countsOnBoard(0)).toBe(false);
  });

  it('joins passenger names', () => {
    expect(manifestName({ firstname: 'Budi', lastname: null, familyname: 'Wijaya' })).toBe('Budi Wijaya');
  });

  it('totals entries on board against the payload', () => {
    const entries = [
      { type: 'passenger', weight: 70, bag: 1, bag_weight: 15, status: 1 },
      { type: 'passenger', weight: 80, bag: 2, bag_weight: 20, status: 2 },
      { type: 'passenger', weight: 500, bag: 9, bag_weight: 90, status: 0 },
      { type: 'cargo', weight: 100, bag: 0, bag_weight: 0, status: 1 },
    ];
    expect(manifestTotals(entries, 300)).toEqual({
      passengers: 2,
      bags: 3,
      passenger_weight: 150,
      bag_weight: 35,
      cargo_weight: 100,
      total_weight: 285,
      payload_kg: 300,
      over: false,
    });
    expect(manifestTotals(entries, 284).over).toBe(true);
    expect(manifestTotals(entries, 285).over).toBe(false);
    expect(manifestTotals(entries, null).over).toBe(false);
  });
});
