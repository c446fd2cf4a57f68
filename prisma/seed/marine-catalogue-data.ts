// The demo marine catalogue: six categories (the last three in prisma/seed/marine-catalogue-deck.ts), sixty
// products, each sold in a set of sizes. Base prices are plausible Indonesian retail prices in IDR and
// weights in grams; the size factor scales both.

import { DECK_AND_UPKEEP } from './marine-catalogue-deck';

export interface SizeDef {
  name: string;
  factor: number;
}

/** Each size set as size name: factor, in the pickers' order. */
const SIZES = {
  apparel: { S: 0.95, M: 1, L: 1.05, XL: 1.1, XXL: 1.15 },
  child: { 'Child 15-30 kg': 0.8, 'Youth 30-50 kg': 0.9, 'Adult 50+ kg': 1 },
  diameter: { '8 mm': 0.6, '10 mm': 0.8, '12 mm': 1, '14 mm': 1.3, '16 mm': 1.7, '18 mm': 2.1 },
  length: { '10 m': 0.5, '20 m': 1, '30 m': 1.45, '50 m': 2.3, '100 m': 4.4 },
  volume: { '500 ml': 0.55, '1 L': 1, '4 L': 3.6, '5 L': 4.4, '20 L': 16 },
  scale: { Small: 0.75, Medium: 1, Large: 1.4, 'Extra Large': 1.9 },
  engine: { '15-25 HP': 0.8, '30-60 HP': 1, '75-115 HP': 1.35, '150-250 HP': 1.8 },
  single: { Standard: 1 },
} satisfies Record<string, Record<string, number>>;

export type SizeSet = keyof typeof SIZES;
export const SIZE_SETS = Object.fromEntries(
  Object.entries(SIZES).map(([set, sizes]) => [set, Object.entries(sizes).map(([name, factor]) => ({ name, factor }))]),
) as Record<SizeSet, SizeDef[]>;

export interface ProductDef {
  name: string;
  code: string;
  price: number;
  weight: number;
  sizes: SizeSet;
  description: string;
}

export interface CategoryDef {
  category: string;
  description: string;
  products: ProductDef[];
}

export const CATALOGUE: CategoryDef[] = [
  {
    category: 'Safety Gear',
    description: 'Life jackets, rescue and signalling equipment',
    products: [
      {
        name: 'Life Jacket 150N Offshore',
        code: 'LJ150',
        price: 685_000,
        weight: 900,
        sizes: 'apparel',
        description: 'SOLAS-style foam life jacket with reflective tape and whistle',
      },
      {
        name: 'Life Jacket 100N Child',
        code: 'LJ100C',
        price: 395_000,
        weight: 600,
        sizes: 'child',
        description: 'Foam life jacket with crotch strap and grab handle',
      },
      {
        name: 'Inflatable Life Vest 275N',
        code: 'ILV275',
        price: 2_450_000,
        weight: 1_400,
        sizes: 'single',
        description: 'Automatic inflation with harness, for offshore crews',
      },
      { name: 'Life Ring 24 in', code: 'LR24', price: 540_000, weight: 2_500, sizes: 'single', description: 'Ring buoy with grab line' },
      {
        name: 'Rescue Throw Bag',
        code: 'TB',
        price: 325_000,
        weight: 700,
        sizes: 'length',
        description: 'Floating rescue line in a throw bag',
      },
      {
        name: 'Hand Flare Kit SOLAS',
        code: 'FLK',
        price: 1_150_000,
        weight: 1_600,
        sizes: 'single',
        description: 'Four red hand flares in a waterproof canister',
      },
      {
        name: 'EPIRB Category II GPS',
        code: 'EPIRB',
        price: 9_850_000,
        weight: 850,
        sizes: 'single',
        description: '406 MHz emergency beacon with built-in GPS',
      },
      {
        name: 'Marine First Aid Kit',
        code: 'FAK',
        price: 475_000,
        weight: 1_800,
        sizes: 'scale',
        description: 'Waterproof first aid kit for coastal boats',
      },
      {
        name: 'Fire Extinguisher Dry Powder',
        code: 'FEX',
        price: 385_000,
        weight: 3_200,
        sizes: 'scale',
        description: 'ABC dry powder with marine bracket',
      },
      {
        name: 'Immersion Suit Neoprene',
        code: 'IMS',
        price: 6_750_000,
        weight: 4_500,
        sizes: 'apparel',
        description: 'Neoprene survival suit with hood and gloves',
      },
    ],
  },
  {
    category: 'Ropes & Mooring',
    description: 'Lines, chain, fenders and mooring hardware',
    products: [
      {
        name: 'Double Braid Nylon Rope',
        code: 'DBN',
        price: 18_500,
        weight: 95,
        sizes: 'diameter',
        description: 'Price per metre; stretchy anchor and dock line',
      },
      {
        name: '3-Strand Polyester Rope',
        code: 'TSP',
        price: 14_000,
        weight: 85,
        sizes: 'diameter',
        description: 'Price per metre; UV resistant',
      },
      {
        name: 'Dyneema Halyard Line',
        code: 'DYN',
        price: 42_000,
        weight: 60,
        sizes: 'diameter',
        description: 'Price per metre; low stretch',
      },
      {
        name: 'Dock Line with Eye Splice',
        code: 'DKL',
        price: 265_000,
        weight: 1_100,
        sizes: 'length',
        description: 'Braided nylon, 30 cm eye',
      },
      {
        name: 'Galvanised Anchor Chain 8 mm',
        code: 'ACH',
        price: 1_350_000,
        weight: 14_000,
        sizes: 'length',
        description: 'Hot-dip galvanised, short link',
      },
      {
        name: 'Mooring Buoy',
        code: 'MBY',
        price: 1_450_000,
        weight: 6_500,
        sizes: 'scale',
        description: 'Foam-filled mooring buoy with through-rod',
      },
      {
        name: 'Cylindrical Fender',
        code: 'FCY',
        price: 295_000,
        weight: 1_300,
        sizes: 'scale',
        description: 'Inflatable PVC fender with two eyes',
      },
      {
        name: 'Ball Fender',
        code: 'FBL',
        price: 640_000,
        weight: 2_100,
        sizes: 'scale',
        description: 'Round buoy fender for larger hulls',
      },
      { name: 'Telescopic Boat Hook', code: 'BHK', price: 315_000, weight: 900, sizes: 'single', description: 'Aluminium, 1.2-2.1 m' },
      {
        name: 'Mooring Snubber',
        code: 'SNB',
        price: 235_000,
        weight: 400,
        sizes: 'diameter',
        description: 'Rubber snubber that softens mooring loads',
      },
    ],
  },
  {
    category: 'Engine Parts',
    description: 'Outboard service parts and lubricants',
    products: [
      { name: 'Spark Plug NGK BR6HS', code: 'SPK', price: 38_000, weight: 45, sizes: 'single', description: 'For two-stroke outboards' },
      {
        name: 'Fuel Filter Water Separator',
        code: 'FFW',
        price: 365_000,
        weight: 650,
        sizes: 'engine',
        description: '10-micron spin-on with bracket',
      },
      {
        name: 'Water Pump Impeller Kit',
        code: 'IMP',
        price: 285_000,
        weight: 150,
        sizes: 'engine',
        description: 'Impeller, gasket and wear plate',
      },
      { name: 'Lower Unit Gear Oil', code: 'GOL', price: 145_000, weight: 1_000, sizes: 'volume', description: 'SAE 90 hypoid gear oil' },
      {
        name: 'Two-Stroke Engine Oil TC-W3',
        code: 'TCW',
        price: 95_000,
        weight: 950,
        sizes: 'volume',
        description: 'NMMA TC-W3 certified',
      },
      {
        name: 'Aluminium Propeller',
        code: 'PRP',
        price: 1_650_000,
        weight: 2_800,
        sizes: 'engine',
        description: 'Three-blade, pitch to order',
      },
      { name: 'Zinc Anode Kit', code: 'ZNC', price: 185_000, weight: 350, sizes: 'engine', description: 'Trim tab and bracket anodes' },
      {
        name: 'Fuel Hose with Primer Bulb',
        code: 'FHP',
        price: 225_000,
        weight: 800,
        sizes: 'single',
        description: '8 mm hose, 2 m, quick connectors',
      },
      {
        name: 'Thermostat Outboard',
        code: 'THS',
        price: 175_000,
        weight: 120,
        sizes: 'engine',
        description: 'OEM-pattern thermostat with gasket',
      },
      {
        name: 'Engine Flush Muffs',
        code: 'FLM',
        price: 125_000,
        weight: 300,
        sizes: 'single',
        description: 'Freshwater flushing attachment',
      },
    ],
  },
  ...DECK_AND_UPKEEP,
];
