// The watersports spec kinds as data: a watersports category names one kind, and its products carry the
// kind's typed attributes (marine_products.specs, by key). The API and the product form validate them with
// the same schema (specsSchema, lib/schemas/watersports/specs.ts); the screens show them with specTable / specSummary. Client-safe.

export const SPEC_KINDS = ['board', 'kayak', 'paddle', 'snorkel', 'wetsuit'] as const;
export type SpecKind = (typeof SPEC_KINDS)[number];

export const SPEC_KIND_LABEL: Record<SpecKind, string> = {
  board: 'Board',
  kayak: 'Kayak',
  paddle: 'Paddle',
  snorkel: 'Snorkel set',
  wetsuit: 'Wetsuit',
};

export const isSpecKind = (v: unknown): v is SpecKind => typeof v === 'string' && (SPEC_KINDS as readonly string[]).includes(v);

interface AttributeBase {
  key: string;
  label: string;
  required: boolean;
}
export interface NumberAttribute extends AttributeBase {
  type: 'number';
  unit?: string;
  min: number;
  max: number;
  step: number;
}
export interface ChoiceAttribute extends AttributeBase {
  type: 'choice';
  options: readonly string[];
}
export interface TextAttribute extends AttributeBase {
  type: 'text';
  /** What the value looks like, shown as the input's hint and in the message. */
  hint: string;
  pattern: RegExp;
  max: number;
}
export type SpecAttribute = NumberAttribute | ChoiceAttribute | TextAttribute;
export type SpecValue = number | string;
export type Specs = Record<string, SpecValue>;

const number = (key: string, label: string, unit: string | undefined, min: number, max: number, step = 1, required = true) =>
  ({ key, label, type: 'number', unit, min, max, step, required }) as const satisfies NumberAttribute;
const choice = (key: string, label: string, options: readonly string[], required = true) =>
  ({ key, label, type: 'choice', options, required }) as const satisfies ChoiceAttribute;

const SIZE = '(?:XXS|XS|S|M|L|XL|XXL|XXXL|\\d{1,3}(?:[.,]5)?)';
/** A size or a size range: 'S-XL', '38-45', 'M'. */
const sizeRange = (key: string, label: string, required = true): TextAttribute => ({
  key,
  label,
  type: 'text',
  hint: "a size or range such as 'S-XL' or '38-45'",
  pattern: new RegExp(`^${SIZE}(?:\\s*-\\s*${SIZE})?$`, 'i'),
  max: 20,
  required,
});

export const SPEC_ATTRIBUTES: Record<SpecKind, readonly SpecAttribute[]> = {
  board: [
    number('length_cm', 'Length', 'cm', 100, 500),
    number('width_cm', 'Width', 'cm', 30, 120, 0.5),
    number('thickness_cm', 'Thickness', 'cm', 5, 30, 0.5),
    number('volume_l', 'Volume', 'L', 10, 600),
    number('capacity_kg', 'Weight capacity', 'kg', 20, 300),
    choice('construction', 'Construction', ['Inflatable', 'Epoxy', 'Soft top', 'Carbon', 'Polyurethane']),
    number('fins', 'Fins', undefined, 0, 5, 1, false),
  ],
  kayak: [
    number('length_cm', 'Length', 'cm', 200, 700),
    number('width_cm', 'Width', 'cm', 50, 120),
    number('seats', 'Seats', undefined, 1, 3),
    number('capacity_kg', 'Weight capacity', 'kg', 50, 400),
    choice('material', 'Material', ['Polyethylene', 'Inflatable PVC', 'Drop-stitch', 'Fibreglass']),
    choice('style', 'Style', ['Sit-on-top', 'Sit-in'], false),
  ],
  paddle: [
    number('length_cm', 'Length', 'cm', 150, 260),
    choice('adjustable', 'Adjustable', ['Fixed', 'Adjustable']),
    number('pieces', 'Pieces', undefined, 1, 4),
    choice('material', 'Material', ['Aluminium', 'Fibreglass', 'Carbon', 'Nylon']),
    choice('use', 'For', ['SUP', 'Kayak']),
  ],
  snorkel: [
    choice('mask', 'Mask', ['Single lens', 'Twin lens', 'Full face']),
    choice('snorkel', 'Snorkel', ['Dry top', 'Semi-dry', 'Classic J']),
    choice('fins', 'Fins', ['Open heel', 'Full foot', 'None']),
    sizeRange('size_range', 'Size range'),
    choice('material', 'Skirt material', ['Silicone', 'PVC']),
  ],
  wetsuit: [
    number('thickness_mm', 'Thickness', 'mm', 0.5, 10, 0.5),
    choice('style', 'Style', ['Full suit', 'Shorty', 'Long john', 'Top']),
    choice('zip', 'Zip', ['Back zip', 'Chest zip', 'Zipless']),
    sizeRange('size_range', 'Size range'),
    choice('material', 'Material', ['Neoprene', 'Limestone neoprene', 'Lycra']),
  ],
};

/** 'Length (cm)': how a field is named in messages and column headers. */
export const attributeName = (a: SpecAttribute, lower = false) => {
  const label = lower ? a.label.toLowerCase() : a.label;
  return a.type === 'number' && a.unit ? `${label} (${a.unit})` : label;
};

export interface SpecCell {
  key: string;
  label: string;
  type: SpecAttribute['type'];
  unit: string | null;
  value: SpecValue | null;
}

/** A product's specs as the kind's table: every attribute in order, null where it has no value. */
export function specTable(kind: SpecKind, specs: unknown): SpecCell[] {
  const values = (specs && typeof specs === 'object' ? specs : {}) as Record<string, unknown>;
  return SPEC_ATTRIBUTES[kind].map((a) => {
    const v = values[a.key];
    return {
      key: a.key,
      label: a.label,
      type: a.type,
      unit: a.type === 'number' ? (a.unit ?? null) : null,
      value: typeof v === 'number' || typeof v === 'string' ? v : null,
    };
  });
}

/** One value with its unit, as a cell shows it: '320 cm', '2.5 mm', 'Epoxy'. */
export function specText(cell: Pick<SpecCell, 'unit' | 'value'>) {
  if (cell.value === null) return '';
  return cell.unit ? `${cell.value} ${cell.unit}` : String(cell.value);
}

/** The first attributes of a product's specs in one short line, for a list cell. */
export function specSummary(kind: SpecKind, specs: unknown, count = 3) {
  return (
    specTable(kind, specs)
      .filter((c) => c.value !== null)
      .slice(0, count)
      // a number without a unit says what it counts: 'Seats 2'
      .map((c) => (c.type === 'number' && !c.unit ? `${c.label} ${c.value}` : specText(c)))
      .join(' · ')
  );
}
