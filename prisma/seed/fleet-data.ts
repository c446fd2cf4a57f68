// The demo fleet as data: the three aircraft types (reference data) and the demo operation's eleven
// aircraft with how they fly, the inspection programme per type, and the people and places their
// paperwork names. prisma/seed/fleet.ts turns it into rows.

import type { BaseCode } from './network';

// --- Types -------------------------------------------------------------------------------------------

/**
 * Manufacturers' figures. Payload is a typical operating payload on a short sector (full seats, fuel for
 * the sector plus reserves), not the structural maximum: the useful load of a 208B is about 1,580 kg,
 * of a PC-6/B2-H4 about 1,500 kg, of a DHC-6-300 about 2,300 kg.
 */
export const FLEET_TYPES = [
  {
    code: 'C208',
    name: 'Cessna 208B Grand Caravan',
    manufacturer: 'Textron Aviation (Cessna)',
    engines: 1,
    seats: 12,
    max_payload_kg: 1300,
    mtow_kg: 3969, // 8,750 lb (the EX: 8,807 lb, 3,995 kg)
    cruise_kt: 175,
  },
  {
    code: 'PC6T',
    name: 'Pilatus PC-6 Porter',
    manufacturer: 'Pilatus Aircraft',
    engines: 1,
    seats: 10,
    max_payload_kg: 1100,
    mtow_kg: 2800, // PC-6/B2-H4
    cruise_kt: 125,
  },
  {
    code: 'DHC6',
    name: 'DHC-6 Twin Otter',
    manufacturer: 'De Havilland Canada (Viking Air)',
    engines: 2,
    seats: 19,
    max_payload_kg: 1900,
    mtow_kg: 5670, // 12,500 lb, Series 300 and 400
    cruise_kt: 170,
  },
] as const;

export type TypeCode = (typeof FLEET_TYPES)[number]['code'];

// --- The demo aircraft -----------------------------------------------------------------------------

interface Utilisation {
  /** Flight hours on a flying day. */
  minHours: number;
  maxHours: number;
  /** Landings per flight hour (short highland sectors: about 2). */
  cyclesPerHour: number;
  /** Chance of no flying on a weekday (weather, no load, crew) and on a Sunday. */
  offDay: number;
  sundayOff: number;
}

interface PartOverride {
  /** Hours or cycles left before the limit, or days left before the calendar limit (negative: overdue). */
  hoursLeft?: number;
  cyclesLeft?: number;
  calendarDaysLeft?: number;
  /** Installed this many days before yesterday (within the year: a part release is recorded). */
  installedDaysAgo?: number;
  /** Hours since new when installed (0: new). */
  hoursAtInstall?: number;
  status?: 'installed' | 'unserviceable';
  /** What the installation was, for the part release and the history. */
  note?: string;
}

export interface DemoAircraft {
  registration: string;
  type: TypeCode;
  /** Sub-model, for the parts list. */
  variant: 'C208B' | 'C208B-EX' | 'PC-6/B2-H4' | 'DHC-6-300' | 'DHC-6-400';
  serial_number: string;
  year_built: number;
  base: BaseCode;
  seats: number;
  payload_kg: number;
  status: 'active' | 'maintenance';
  notes?: string;
  use: Utilisation;
  /** Days before yesterday since which the aircraft has not flown (in maintenance). */
  groundedDaysAgo?: number;
  /** Keyed by part key: engine-1, engine-2, propeller-1, propeller-2, elt, gear. */
  parts?: Record<string, PartOverride>;
}

const CARAVAN: Utilisation = { minHours: 3, maxHours: 6, cyclesPerHour: 1.4, offDay: 0.12, sundayOff: 0.7 };
const CARAVAN_LOWLAND: Utilisation = { minHours: 3, maxHours: 6.5, cyclesPerHour: 1.0, offDay: 0.12, sundayOff: 0.6 };
const PORTER: Utilisation = { minHours: 2.5, maxHours: 5.5, cyclesPerHour: 2.0, offDay: 0.15, sundayOff: 0.75 };
const OTTER: Utilisation = { minHours: 3, maxHours: 6.5, cyclesPerHour: 1.6, offDay: 0.15, sundayOff: 0.7 };

export const DEMO_FLEET: DemoAircraft[] = [
  {
    registration: 'PK-RPA',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5103',
    year_built: 2014,
    base: 'DJJ',
    seats: 12,
    payload_kg: 1300,
    status: 'active',
    use: CARAVAN,
    parts: {
      'propeller-1': { hoursLeft: 120 },
      elt: { installedDaysAgo: 95, hoursAtInstall: 0, note: 'ELT replaced after a failed self-test (battery cell fault)' },
    },
  },
  {
    registration: 'PK-RPB',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5215',
    year_built: 2015,
    base: 'WMX',
    seats: 12,
    payload_kg: 1250,
    status: 'active',
    notes: 'Cargo pod fitted; highland configuration (no aft bench).',
    use: CARAVAN,
    parts: { 'engine-1': { hoursLeft: 45 } },
  },
  {
    registration: 'PK-RPC',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5342',
    year_built: 2016,
    base: 'TIM',
    seats: 12,
    payload_kg: 1300,
    status: 'active',
    use: CARAVAN,
  },
  {
    registration: 'PK-RPD',
    type: 'C208',
    variant: 'C208B-EX',
    serial_number: '208B5467',
    year_built: 2018,
    base: 'MKQ',
    seats: 12,
    payload_kg: 1300,
    status: 'active',
    use: CARAVAN_LOWLAND,
  },
  {
    registration: 'PK-RPE',
    type: 'C208',
    variant: 'C208B',
    serial_number: '208B2215',
    year_built: 2010,
    base: 'TRK',
    seats: 12,
    payload_kg: 1250,
    status: 'maintenance',
    notes: 'In the Tarakan hangar: engine at its 3,600 h TBO; exchange engine on order.',
    use: CARAVAN_LOWLAND,
    groundedDaysAgo: 9,
    parts: { 'engine-1': { hoursLeft: 1.5 } },
  },
  {
    registration: 'PK-RPF',
    type: 'PC6T',
    variant: 'PC-6/B2-H4',
    serial_number: '961',
    year_built: 2010,
    base: 'WMX',
    seats: 9,
    payload_kg: 1050,
    status: 'active',
    use: PORTER,
    parts: {
      'propeller-1': { installedDaysAgo: 140, hoursAtInstall: 0, note: 'New propeller fitted after a stone-damaged blade at Ilaga' },
    },
  },
  {
    registration: 'PK-RPG',
    type: 'PC6T',
    variant: 'PC-6/B2-H4',
    serial_number: '978',
    year_built: 2011,
    base: 'WMX',
    seats: 9,
    payload_kg: 1100,
    status: 'active',
    use: PORTER,
    parts: { elt: { calendarDaysLeft: 21 } },
  },
  {
    registration: 'PK-RPH',
    type: 'PC6T',
    variant: 'PC-6/B2-H4',
    serial_number: '989',
    year_built: 2013,
    base: 'NBX',
    seats: 10,
    payload_kg: 1100,
    status: 'active',
    use: PORTER,
  },
  {
    registration: 'PK-RPI',
    type: 'DHC6',
    variant: 'DHC-6-400',
    serial_number: '896',
    year_built: 2014,
    base: 'DJJ',
    seats: 19,
    payload_kg: 1900,
    status: 'active',
    use: OTTER,
    parts: { 'engine-2': { installedDaysAgo: 60, hoursAtInstall: 1820, note: 'Exchange engine fitted after a high ITT trend on No. 2' } },
  },
  {
    registration: 'PK-RPJ',
    type: 'DHC6',
    variant: 'DHC-6-300',
    serial_number: '712',
    year_built: 1981,
    base: 'TIM',
    seats: 19,
    payload_kg: 1850,
    status: 'active',
    use: OTTER,
    parts: { gear: { cyclesLeft: 160 } },
  },
  {
    registration: 'PK-RPK',
    type: 'DHC6',
    variant: 'DHC-6-400',
    serial_number: '943',
    year_built: 2016,
    base: 'TRK',
    seats: 19,
    payload_kg: 1900,
    status: 'active',
    use: { ...OTTER, cyclesPerHour: 1.2 },
    parts: { elt: { calendarDaysLeft: 12 } },
  },
];

/** Inspection programme per type: interval in flight hours, days on the ground, name. */
export const INSPECTIONS: Record<TypeCode, { every: number; days: number; name: string }> = {
  C208: { every: 200, days: 2, name: '200 h phase inspection' },
  PC6T: { every: 100, days: 1, name: '100 h inspection' },
  DHC6: { every: 100, days: 1, name: '100 h inspection' },
};

/** Outstations flown from each base (all in the airport data), for the AFL pages' routes. */
export const OUTSTATIONS: Record<BaseCode, string[]> = {
  DJJ: ['SEH', 'WAR', 'BUI', 'LII', 'OKL', 'DEX'],
  WMX: ['ILA', 'LII', 'BUI', 'DEX', 'OKL', 'UGU'],
  TIM: ['KOX', 'ILA', 'UGU', 'NBX'],
  MKQ: ['TMH', 'OKL', 'DEX'],
  NBX: ['UGU', 'ILA', 'KOX', 'TIM'],
  TRK: ['LBW', 'LPU', 'NNX', 'TJS', 'BEJ', 'BYQ'],
};

export const PILOTS: Record<BaseCode, string[]> = {
  DJJ: ['Daniel Rumbewas', 'Michael Turner', 'Hendrik Wanma', 'Rizky Pratama'],
  WMX: ['Yohanes Kogoya', 'Jonathan Hale', 'Samuel Tabuni', 'Andreas Mayor'],
  TIM: ['Fransiskus Kambu', 'Kevin Dunne', 'Markus Magal'],
  MKQ: ['Agus Salim', 'Bernard Gebze', 'Lukas Moiwend'],
  NBX: ['Petrus Yeimo', 'Thomas Becker', 'Yosias Pigai'],
  TRK: ['Dewi Lestari', 'Rudi Hartono', 'Aditya Nugroho'],
};

export const ENGINEERS: Record<BaseCode, { name: string; licence: string }[]> = {
  DJJ: [
    { name: 'Agus Setiawan', licence: 'AMEL 2317' },
    { name: 'Frans Rumbiak', licence: 'AMEL 3842' },
  ],
  WMX: [
    { name: 'Markus Wenda', licence: 'AMEL 4105' },
    { name: 'Dedi Kurniawan', licence: 'AMEL 2986' },
  ],
  TIM: [{ name: 'Yulius Beanal', licence: 'AMEL 3570' }],
  MKQ: [{ name: 'Stefanus Ndiken', licence: 'AMEL 4412' }],
  NBX: [{ name: 'Obed Waine', licence: 'AMEL 3928' }],
  TRK: [
    { name: 'Hendra Saputra', licence: 'AMEL 2754' },
    { name: 'Irwan Lumban', licence: 'AMEL 3311' },
  ],
};

export const DEFECTS = [
  'Chip detector light on shutdown; chip detector cleaned, ground run satisfactory.',
  'Nose wheel tyre worn to limits after rough strip; tyre replaced.',
  'Bird strike on short final, no damage found on inspection.',
  'Stall warning horn inoperative; deferred under MEL, switch adjusted next morning.',
  'Cracked cabin window RH rear; window replaced.',
  'VHF 2 intermittent reception; antenna connector cleaned and secured.',
  'Cargo door seal torn; seal replaced.',
];
