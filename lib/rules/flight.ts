// Flight status (spec 4: 0 Canceled .. 5 RTB; spec 9: it runs 0 to 5), flight-type categories with their
// fixed colours (spec 3 and 9), and totals parsing (spec 5). Client-safe.
//
// Spec 4's flight-type list omits catchup and cargo; spec 3's categories include them, so all 13 are here.
// The colours are our choice: distinct, each readable with white text (contrast at least 4.5:1).

export const FLIGHT_STATUSES = [
  { no: 0, name: 'Canceled' },
  { no: 1, name: 'Plan' },
  { no: 2, name: 'On Time' },
  { no: 3, name: 'Delay' },
  { no: 4, name: 'Divert' },
  { no: 5, name: 'RTB' },
] as const;

export const FLIGHT_STATUS = { canceled: 0, plan: 1, onTime: 2, delay: 3, divert: 4, rtb: 5 } as const;
export const FLIGHT_STATUS_MIN = 0;
export const FLIGHT_STATUS_MAX = 5;

export function isFlightStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= FLIGHT_STATUS_MIN && value <= FLIGHT_STATUS_MAX;
}

/** The status name, or undefined for a number outside 0-5. */
export function flightStatusName(status: number | null | undefined): string | undefined {
  return isFlightStatus(status) ? FLIGHT_STATUSES[status].name : undefined;
}

export const FLIGHT_TYPES = [
  'catchup',
  'regular',
  'perintis',
  'perintis_cargo',
  'charter',
  'charter_cargo',
  'cargo',
  'ferry',
  'medevac',
  'corporate',
  'positioning',
  'training',
  'simulator',
] as const;
export type FlightType = (typeof FLIGHT_TYPES)[number];

/** Background colour of each flight type (chips, calendar events); text on it is white. */
export const FLIGHT_TYPE_COLOURS: Readonly<Record<FlightType, string>> = {
  catchup: '#c2410c',
  regular: '#1d4ed8',
  perintis: '#15803d',
  perintis_cargo: '#3f6212',
  charter: '#7e22ce',
  charter_cargo: '#86198f',
  cargo: '#854d0e',
  ferry: '#0e7490',
  medevac: '#b91c1c',
  corporate: '#334155',
  positioning: '#4338ca',
  training: '#0f766e',
  simulator: '#be185d',
};
export const FLIGHT_TYPE_TEXT_COLOUR = '#ffffff';
/** For a type that is not one of the categories. */
export const UNKNOWN_FLIGHT_TYPE_COLOUR = '#6b7280';

/** Types that fly no passengers or cargo, so they need no manifest. */
export const NO_LOAD_FLIGHT_TYPES: readonly FlightType[] = ['ferry', 'positioning', 'training', 'simulator'];

export function carriesLoad(type: string): boolean {
  return !(NO_LOAD_FLIGHT_TYPES as readonly string[]).includes(type);
}

export function isFlightType(value: unknown): value is FlightType {
  return typeof value === 'string' && (FLIGHT_TYPES as readonly string[]).includes(value);
}

export function flightTypeColour(type: string | null | undefined): string {
  return isFlightType(type) ? FLIGHT_TYPE_COLOURS[type] : UNKNOWN_FLIGHT_TYPE_COLOUR;
}

/**
 * A flight chip's colours: white on its type's colour; a canceled flight in its type's colour on white (an
 * outline) rather than faded, so that its text still reads at 4.5:1.
 */
export function flightChipColours(
  type: string | null | undefined,
  canceled: boolean,
): { background: string; color: string; boxShadow?: string } {
  const colour = flightTypeColour(type);
  return canceled
    ? { background: '#ffffff', color: colour, boxShadow: `inset 0 0 0 1px ${colour}` }
    : { background: colour, color: FLIGHT_TYPE_TEXT_COLOUR };
}

/** 'perintis_cargo' -> 'Perintis Cargo'. */
export function flightTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** Spec 5: totals are parsed as integers and fall back to 0 ('12' -> 12, '3.9' -> 3, 'x' -> 0, null -> 0). */
export function parseTotal(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return 0;
  const n = Number.parseInt(value.trim(), 10);
  return Number.isNaN(n) ? 0 : n;
}
