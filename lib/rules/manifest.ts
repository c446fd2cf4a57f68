// Booking manifests (spec 3, 5, 9): the one definition of an entry's validation, shared by the dialog's
// form and the API, plus the reference, status and totals rules.

export const MANIFEST_TYPES = ['passenger', 'cargo'] as const;
export type ManifestType = (typeof MANIFEST_TYPES)[number];

/** Spec 9: a flight's manifest loads in one page of 200. */
export const MANIFEST_PAGE_SIZE = 200;

/** Status 1 active, 2 an error row (shown marked), anything else inactive (spec 3). */
export const MANIFEST_STATUS_ACTIVE = 1;
export const MANIFEST_STATUS_ERROR = 2;
export const MANIFEST_STATUSES = [
  { value: 1, label: 'Active' },
  { value: 2, label: 'Error' },
  { value: 0, label: 'Inactive' },
] as const;

export type ManifestStatusName = 'active' | 'error' | 'inactive';
export function manifestStatusName(status: number): ManifestStatusName {
  return status === MANIFEST_STATUS_ACTIVE ? 'active' : status === MANIFEST_STATUS_ERROR ? 'error' : 'inactive';
}

/** Inactive entries stay listed but are not on board: they count in no total. */
export function countsOnBoard(status: number): boolean {
  return status === MANIFEST_STATUS_ACTIVE || status === MANIFEST_STATUS_ERROR;
}

export const MANIFEST_MESSAGES = {
  firstname: 'Please input firstname',
  lastname: 'Please input lastname',
  familyname: 'Please input familyname',
  weight: (type: string) => `Please input weight of ${type}`,
  cargoNotes: 'Please add notes for cargo',
  type: 'Please choose passenger or cargo',
  digits: (label: string) => `${label} accepts digits only`,
  status: 'Status must be a whole number from 0 to 99',
} as const;

export const MANIFEST_NUMBER_MAX = 1_000_000;
export const MANIFEST_NAME_MAX = 100;
export const MANIFEST_NOTES_MAX = 2000;

export type ManifestField = 'type' | 'firstname' | 'lastname' | 'familyname' | 'weight' | 'bag' | 'bag_weight' | 'description' | 'status';

/** What the form holds and what the API receives: numbers may come as numbers or digit strings. */
export interface ManifestDraft {
  type?: unknown;
  firstname?: unknown;
  lastname?: unknown;
  familyname?: unknown;
  weight?: unknown;
  bag?: unknown;
  bag_weight?: unknown;
  description?: unknown;
  status?: unknown;
}

const DIGITS = /^[0-9]+$/;

/** The fields as the form names them, opening a message in sentence case. */
const LABELS = {
  firstname: 'First name',
  lastname: 'Last name',
  familyname: 'Family name',
  bag: 'Bags',
  bag_weight: 'Bag weight',
} as const;

function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A digits-only value (a non-negative whole number, or a string of digits) as a number; null when not. */
export function digitsValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && DIGITS.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

export function isManifestType(value: unknown): value is ManifestType {
  return typeof value === 'string' && (MANIFEST_TYPES as readonly string[]).includes(value);
}

/**
 * Spec 5 on a whole entry: passengers need firstname, lastname and familyname; weight a nonzero number;
 * cargo needs notes; weight, bag and bag_weight digits only. One message per field, in form order.
 */
export function manifestErrors(draft: ManifestDraft): Partial<Record<ManifestField, string>> {
  const errors: Partial<Record<ManifestField, string>> = {};
  const type = isManifestType(draft.type) ? draft.type : null;
  if (!type) errors.type = MANIFEST_MESSAGES.type;
  if (type === 'passenger') {
    if (blank(draft.firstname) || typeof draft.firstname !== 'string') errors.firstname = MANIFEST_MESSAGES.firstname;
    if (blank(draft.lastname) || typeof draft.lastname !== 'string') errors.lastname = MANIFEST_MESSAGES.lastname;
    if (blank(draft.familyname) || typeof draft.familyname !== 'string') errors.familyname = MANIFEST_MESSAGES.familyname;
  }
  const label = type ?? 'passenger or cargo';
  if (blank(draft.weight)) errors.weight = MANIFEST_MESSAGES.weight(label);
  else {
    const weight = digitsValue(draft.weight);
    if (weight === null) errors.weight = MANIFEST_MESSAGES.digits('weight');
    else if (weight === 0) errors.weight = MANIFEST_MESSAGES.weight(label);
    else if (weight > MANIFEST_NUMBER_MAX) errors.weight = `Weight may be at most ${MANIFEST_NUMBER_MAX}`;
  }
  for (const field of ['bag', 'bag_weight'] as const) {
    if (blank(draft[field])) continue;
    const n = digitsValue(draft[field]);
    if (n === null) errors[field] = MANIFEST_MESSAGES.digits(field);
    else if (n > MANIFEST_NUMBER_MAX) errors[field] = `${LABELS[field]} may be at most ${MANIFEST_NUMBER_MAX}`;
  }
  for (const field of ['firstname', 'lastname', 'familyname'] as const) {
    const v = draft[field];
    if (errors[field] || blank(v)) continue;
    if (typeof v !== 'string') errors[field] = `${LABELS[field]} must be text`;
    else if (v.trim().length > MANIFEST_NAME_MAX) errors[field] = `${LABELS[field]} may have at most ${MANIFEST_NAME_MAX} characters`;
  }
  if (type === 'cargo' && (blank(draft.description) || typeof draft.description !== 'string'))
    errors.description = MANIFEST_MESSAGES.cargoNotes;
  else if (!blank(draft.description)) {
    if (typeof draft.description !== 'string') errors.description = 'Notes must be text';
    else if (draft.description.trim().length > MANIFEST_NOTES_MAX)
      errors.description = `Notes may have at most ${MANIFEST_NOTES_MAX} characters`;
  }
  if (!blank(draft.status)) {
    const s = digitsValue(draft.status);
    if (s === null || s > 99) errors.status = MANIFEST_MESSAGES.status;
  }
  return errors;
}

export interface ManifestValues {
  type: ManifestType;
  firstname: string | null;
  lastname: string | null;
  familyname: string | null;
  weight: number;
  bag: number;
  bag_weight: number;
  description: string | null;
  status: number;
}

const trimmed = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A valid draft (manifestErrors empty) as the values to store. */
export function manifestValues(draft: ManifestDraft): ManifestValues {
  return {
    type: draft.type as ManifestType,
    firstname: trimmed(draft.firstname),
    lastname: trimmed(draft.lastname),
    familyname: trimmed(draft.familyname),
    weight: digitsValue(draft.weight) ?? 0,
    bag: blank(draft.bag) ? 0 : (digitsValue(draft.bag) ?? 0),
    bag_weight: blank(draft.bag_weight) ? 0 : (digitsValue(draft.bag_weight) ?? 0),
    description: trimmed(draft.description),
    status: blank(draft.status) ? MANIFEST_STATUS_ACTIVE : (digitsValue(draft.status) ?? MANIFEST_STATUS_ACTIVE),
  };
}

/** Spec 9: '#SI{schedule}-{id}-{year}', the year of the flight date (YYYY-MM-DD or a Date). */
export function manifestReference(scheduleId: number, id: number, flightDate: string | Date): string {
  const year = typeof flightDate === 'string' ? flightDate.slice(0, 4) : String(flightDate.getUTCFullYear());
  return `#SI${scheduleId}-${id}-${year}`;
}

/** Spec 2: the dialog's title. */
export function manifestTitle(scheduleId: number): string {
  return `MANIFEST #SI${scheduleId}`;
}

/** A passenger's name as printed: firstname lastname familyname. */
export function manifestName(entry: { firstname: string | null; lastname: string | null; familyname: string | null }): string {
  return [entry.firstname, entry.lastname, entry.familyname].filter(Boolean).join(' ');
}

export interface ManifestTotals {
  passengers: number;
  bags: number;
  passenger_weight: number;
  bag_weight: number;
  cargo_weight: number;
  total_weight: number;
  payload_kg: number | null;
  over: boolean;
}

/**
 * Totals of the entries on board (status 1 or 2): passengers count, bags, passenger weight, baggage weight
 * (passengers' and cargo items' bag_weight) and cargo weight, against the aircraft's payload.
 */
export function manifestTotals(
  entries: readonly { type: string; weight: number; bag: number; bag_weight: number; status: number }[],
  payloadKg: number | null,
): ManifestTotals {
  const t = { passengers: 0, bags: 0, passenger_weight: 0, bag_weight: 0, cargo_weight: 0 };
  for (const e of entries) {
    if (!countsOnBoard(e.status)) continue;
    if (e.type === 'passenger') {
      t.passengers += 1;
      t.passenger_weight += e.weight;
    } else t.cargo_weight += e.weight;
    t.bags += e.bag;
    t.bag_weight += e.bag_weight;
  }
  return withPayload(t, payloadKg);
}

export function withPayload(
  t: Pick<ManifestTotals, 'passengers' | 'bags' | 'passenger_weight' | 'bag_weight' | 'cargo_weight'>,
  payloadKg: number | null,
): ManifestTotals {
  const total_weight = t.passenger_weight + t.bag_weight + t.cargo_weight;
  return { ...t, total_weight, payload_kg: payloadKg, over: payloadKg !== null && total_weight > payloadKg };
}
