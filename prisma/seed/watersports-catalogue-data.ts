// The demo watersports catalogue: five categories (one per spec kind), forty products with the specs of
// their kind, each sold in a set of sizes. Prices are plausible Indonesian retail prices in IDR and weights
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

type Row = [name: string, code: string, price: number, weight: number, sizes: SwsSizeSet, description: string, specs: Specs];
const def = ([name, code, price, weight, sizes, description, specs]: Row): SwsProductDef => ({
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
const paddle = (length_cm: number, adjustable: string, pieces: number, material: string, use: string) => ({
  length_cm,
  adjustable,
  pieces,
  material,
  use,
});
const snorkel = (mask: string, tube: string, fins: string, size_range: string, material: string) => ({
  mask,
  snorkel: tube,
  fins,
  size_range,
  material,
});
const suit = (thickness_mm: number, style: string, zip: string, material: string) => ({
  thickness_mm,
  style,
  zip,
  size_range: 'S-XXL',
  material,
});

export const SWS_CATALOGUE: { category: string; kind: SpecKind; description: string; products: SwsProductDef[] }[] = [
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
  {
    category: 'Paddles',
    kind: 'paddle',
    description: 'SUP and kayak paddles, fixed and adjustable',
    products: (
      [
        [
          'Aluminium SUP Paddle 3-piece',
          'PDL-A3',
          650_000,
          1_100,
          'single',
          'Adjustable travel paddle for inflatable boards',
          paddle(215, 'Adjustable', 3, 'Aluminium', 'SUP'),
        ],
        [
          'Fibreglass SUP Paddle',
          'PDL-F2',
          1_450_000,
          850,
          'single',
          'Lighter two-piece adjustable SUP paddle',
          paddle(220, 'Adjustable', 2, 'Fibreglass', 'SUP'),
        ],
        [
          'Carbon Race SUP Paddle',
          'PDL-CR',
          4_250_000,
          520,
          'single',
          'Stiff one-piece carbon paddle, cut to length',
          paddle(210, 'Fixed', 1, 'Carbon', 'SUP'),
        ],
        [
          'Kids SUP Paddle',
          'PDL-KS',
          450_000,
          750,
          'single',
          'Short adjustable paddle for children',
          paddle(165, 'Adjustable', 3, 'Nylon', 'SUP'),
        ],
        [
          'Touring Kayak Paddle',
          'PDL-TK',
          1_250_000,
          980,
          'single',
          'Feathered two-piece kayak paddle',
          paddle(230, 'Adjustable', 2, 'Fibreglass', 'Kayak'),
        ],
        [
          'Recreational Kayak Paddle',
          'PDL-RK',
          495_000,
          1_200,
          'single',
          'Aluminium shaft with nylon blades',
          paddle(220, 'Fixed', 2, 'Aluminium', 'Kayak'),
        ],
        [
          'Carbon Kayak Paddle',
          'PDL-CK',
          3_600_000,
          720,
          'single',
          'Light carbon paddle for long tours',
          paddle(215, 'Adjustable', 2, 'Carbon', 'Kayak'),
        ],
      ] as Row[]
    ).map(def),
  },
  {
    category: 'Snorkelling',
    kind: 'snorkel',
    description: 'Masks, snorkels and fins, sold as sets',
    products: (
      [
        [
          'Menjangan Snorkel Set',
          'SNK-MS',
          875_000,
          1_600,
          'kit',
          'Tempered glass mask, dry-top snorkel and open-heel fins',
          snorkel('Single lens', 'Dry top', 'Open heel', '38-45', 'Silicone'),
        ],
        [
          'Pemuteran Full Face Mask',
          'SNK-PF',
          695_000,
          750,
          'kit',
          'Full-face mask with side-mounted camera mount',
          snorkel('Full face', 'Dry top', 'None', 'S-XL', 'Silicone'),
        ],
        [
          'Amed Kids Snorkel Set',
          'SNK-AK',
          395_000,
          900,
          'kit',
          'Child mask, snorkel and adjustable fins',
          snorkel('Single lens', 'Semi-dry', 'Open heel', '28-35', 'Silicone'),
        ],
        [
          'Tulamben Twin Lens Set',
          'SNK-TT',
          1_150_000,
          1_700,
          'kit',
          'Low-volume twin lens mask with full-foot fins',
          snorkel('Twin lens', 'Semi-dry', 'Full foot', '36-46', 'Silicone'),
        ],
        [
          'Budget Rental Snorkel Set',
          'SNK-BR',
          285_000,
          1_400,
          'kit',
          'Robust PVC set for rental fleets',
          snorkel('Single lens', 'Classic J', 'Full foot', '36-44', 'PVC'),
        ],
        [
          'Travel Snorkel Set (short fins)',
          'SNK-TS',
          790_000,
          1_100,
          'kit',
          'Short travel fins that fit a carry-on',
          snorkel('Single lens', 'Dry top', 'Open heel', '38-45', 'Silicone'),
        ],
        [
          'Mask & Snorkel Combo',
          'SNK-MC',
          420_000,
          450,
          'single',
          'Mask and semi-dry snorkel without fins',
          snorkel('Single lens', 'Semi-dry', 'None', 'S-XL', 'Silicone'),
        ],
        [
          'Freediving Set',
          'SNK-FD',
          1_650_000,
          2_100,
          'kit',
          'Low-volume mask, J snorkel and long full-foot fins',
          snorkel('Twin lens', 'Classic J', 'Full foot', '38-46', 'Silicone'),
        ],
      ] as Row[]
    ).map(def),
  },
  {
    category: 'Wetsuits',
    kind: 'wetsuit',
    description: 'Full suits, shorties and tops for tropical water',
    products: (
      [
        [
          'Tropic 3/2 Full Suit',
          'WS-T32',
          2_450_000,
          1_500,
          'apparel',
          'Back-zip 3/2 mm full suit for cooler mornings',
          suit(3, 'Full suit', 'Back zip', 'Neoprene'),
        ],
        [
          'Reef 2 mm Shorty',
          'WS-R2S',
          1_150_000,
          750,
          'apparel',
          'Short-arm, short-leg spring suit',
          suit(2, 'Shorty', 'Back zip', 'Neoprene'),
        ],
        [
          'Chest-zip 4/3 Full Suit',
          'WS-C43',
          4_250_000,
          1_900,
          'apparel',
          'Limestone neoprene suit for long sessions',
          suit(4, 'Full suit', 'Chest zip', 'Limestone neoprene'),
        ],
        [
          'Dive 5 mm Full Suit',
          'WS-D5',
          3_450_000,
          2_200,
          'apparel',
          'Warm back-zip suit for deep dives',
          suit(5, 'Full suit', 'Back zip', 'Neoprene'),
        ],
        [
          'Long John 2 mm',
          'WS-LJ2',
          1_350_000,
          900,
          'apparel',
          'Sleeveless full-leg suit for paddling',
          suit(2, 'Long john', 'Zipless', 'Neoprene'),
        ],
        [
          'Neoprene Top 1.5 mm',
          'WS-NT',
          695_000,
          400,
          'apparel',
          'Long-sleeve top that keeps the wind off',
          suit(1.5, 'Top', 'Zipless', 'Neoprene'),
        ],
        [
          'Lycra Rash Suit',
          'WS-LR',
          595_000,
          300,
          'apparel',
          'Full-body lycra against sun and jellyfish',
          suit(0.5, 'Full suit', 'Back zip', 'Lycra'),
        ],
        [
          'Kids 2 mm Shorty',
          'WS-K2',
          695_000,
          500,
          'kit',
          'Child shorty with a back zip',
          { ...suit(2, 'Shorty', 'Back zip', 'Neoprene'), size_range: '6-14' },
        ],
        [
          'Zipless 3/2 Full Suit',
          'WS-Z32',
          3_950_000,
          1_600,
          'apparel',
          'Flexible zipless suit, easy in and out',
          suit(3, 'Full suit', 'Zipless', 'Limestone neoprene'),
        ],
      ] as Row[]
    ).map(def),
  },
];
