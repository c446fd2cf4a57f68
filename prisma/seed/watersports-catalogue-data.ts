// The demo watersports catalogue: five categories (one per spec kind), forty products with the specs of
// their kind, each sold in a set of sizes. The boards and kayaks are here, the paddles, snorkelling sets and
// wetsuits in watersports-catalogue-gear.ts. Prices are plausible Indonesian retail prices in IDR and weights
// in grams; the size factor scales both.
import type { SpecKind, Specs } from '@/lib/rules/sws-specs';
import type { SizeDef } from './marine-catalogue-data';

const SIZES = {
  single: { Standard: 1 },
  board: { '9\'6"': 0.93, '10\'6"': 1, '11\'6"': 1.07 },
  kit: { 'S/M': 0.96, 'L/XL': 1.04 },
  apparel: { S: 0.95, M: 1, L: 1.05, XL: 1.1, XXL: 1.15 },
} satisfies Record<string, Record<string, number>>;
export type SwsSizeSet = keyof typeof SIZES;
export const SWS_SIZE_SETS = Object.fromEntries(
  Object.entries(SIZES).map(([set, sizes]) => [set, Object.entries(sizes).map(([name, factor]) => ({ name, factor }))]),
) as Record<SwsSizeSet, SizeDef[]>;

export interface SwsProductDef {
  name: string;
  code: string;
  price: number;
  weight: number;
  sizes: SwsSizeSet;
  description: string;
  specs: Specs;
}

export type Row = [name: string, code: string, price: number, weight: number, sizes: SwsSizeSet, description: string, specs: Specs];
export const def = ([name, code, price, weight, sizes, description, specs]: Row): SwsProductDef => ({
  name,
  code,
  price,
  weight,
  sizes,
  description,
  specs,
});

const sup = (
  length_cm: number,
  width_cm: number,
  thickness_cm: number,
  volume_l: number,
  capacity_kg: number,
  construction: string,
  fins?: number,
) => ({
  length_cm,
  width_cm,
  thickness_cm,
  volume_l,
  capacity_kg,
  construction,
  ...(fins === undefined ? {} : { fins }),
});
const kayak = (length_cm: number, width_cm: number, seats: number, capacity_kg: number, material: string, style: string) => ({
  length_cm,
  width_cm,
  seats,
  capacity_kg,
  material,
  style,
});
export interface SwsCategoryDef {
  category: string;
  kind: SpecKind;
  description: string;
  products: SwsProductDef[];
}

export const BOARDS_AND_KAYAKS: SwsCategoryDef[] = [
  {
    category: 'Surf & SUP Boards',
    kind: 'board',
    description: 'Stand-up paddle boards and surfboards, inflatable and hard',
    products: (
      [
        [
          'Bali Cruiser iSUP 10\'6"',
          'SUP-BC',
          6_450_000,
          9_800,
          'board',
          'Allround inflatable SUP with pump, leash and bag',
          sup(320, 81, 15, 300, 120, 'Inflatable', 1),
        ],
        [
          'Lombok Tour iSUP 12\'6"',
          'SUP-LT',
          8_900_000,
          11_500,
          'single',
          'Touring inflatable SUP for flat water and long days',
          sup(381, 76, 15, 340, 140, 'Inflatable', 1),
        ],
        [
          'Nusa Yoga iSUP',
          'SUP-NY',
          7_250_000,
          10_200,
          'single',
          'Wide, stable inflatable board for SUP yoga',
          sup(330, 91, 15, 350, 130, 'Inflatable', 1),
        ],
        [
          "Komodo Race 14'",
          'SUP-KR',
          21_500_000,
          12_800,
          'single',
          'Carbon race board for open-water events',
          sup(427, 66, 16, 330, 110, 'Carbon', 1),
        ],
        [
          'Mentawai Epoxy SUP',
          'SUP-ME',
          13_900_000,
          11_900,
          'board',
          'Hard epoxy allround SUP, glides well',
          sup(320, 80, 12, 190, 110, 'Epoxy', 3),
        ],
        [
          "Kids Explorer iSUP 8'",
          'SUP-KE',
          3_950_000,
          6_500,
          'single',
          'Light inflatable board for children',
          sup(244, 71, 10, 150, 60, 'Inflatable', 1),
        ],
        [
          'Uluwatu Shortboard 6\'0"',
          'SRF-US',
          7_800_000,
          2_700,
          'single',
          'Polyurethane performance shortboard, thruster set-up',
          sup(183, 48.5, 6, 28, 80, 'Polyurethane', 3),
        ],
        [
          'Canggu Longboard 9\'2"',
          'SRF-CL',
          9_600_000,
          6_100,
          'single',
          'Classic noserider longboard, single fin',
          sup(279, 57, 7.5, 68, 95, 'Epoxy', 1),
        ],
        [
          "Kuta Soft Top 8'",
          'SRF-KS',
          3_250_000,
          4_300,
          'single',
          'Forgiving soft-top learner board',
          sup(244, 57, 8, 80, 100, 'Soft top', 3),
        ],
        [
          'Medewi Fish 5\'8"',
          'SRF-MF',
          6_900_000,
          2_500,
          'single',
          'Twin-fin fish for small, soft waves',
          sup(173, 53, 6.5, 33, 85, 'Epoxy', 2),
        ],
      ] as Row[]
    ).map(def),
  },
  {
    category: 'Kayaks',
    kind: 'kayak',
    description: 'Sit-on-top and touring kayaks, single and tandem',
    products: (
      [
        [
          'Gili Sit-on-top Kayak',
          'KYK-GS',
          6_750_000,
          22_000,
          'single',
          'Stable recreational sit-on-top with dry hatch',
          kayak(300, 79, 1, 130, 'Polyethylene', 'Sit-on-top'),
        ],
        [
          'Gili Tandem Kayak',
          'KYK-GT',
          9_850_000,
          31_000,
          'single',
          'Two-seat sit-on-top for families and rentals',
          kayak(380, 86, 2, 230, 'Polyethylene', 'Sit-on-top'),
        ],
        [
          'Raja Ampat Touring Kayak',
          'KYK-RA',
          18_500_000,
          24_000,
          'single',
          'Long sit-in touring kayak with skeg and bulkheads',
          kayak(480, 60, 1, 150, 'Fibreglass', 'Sit-in'),
        ],
        [
          'Bunaken Inflatable Kayak',
          'KYK-BI',
          5_400_000,
          14_500,
          'single',
          'Drop-stitch inflatable kayak that packs into a bag',
          kayak(390, 80, 2, 200, 'Drop-stitch', 'Sit-on-top'),
        ],
        [
          'Toba Fishing Kayak',
          'KYK-TF',
          11_900_000,
          29_000,
          'single',
          'Fishing kayak with rod holders and a raised seat',
          kayak(370, 84, 1, 180, 'Polyethylene', 'Sit-on-top'),
        ],
        [
          'Derawan Kids Kayak',
          'KYK-DK',
          2_950_000,
          9_000,
          'single',
          'Small, light kayak for children',
          kayak(220, 62, 1, 55, 'Inflatable PVC', 'Sit-on-top'),
        ],
      ] as Row[]
    ).map(def),
  },
];
