// What tsc checks in a screen's declaration (components/crud/resource-spec.ts): a column's id is a field of
// the row unless the column gives its own value, and a form field's name is a key of the save schema's type.
import { describe, expect, it } from 'vitest';
import type { FieldList, ResourceColumn } from '@/components/crud/resource-spec';

type Row = { id: number; serial: string | null };
type Save = { serial?: string | null; notes?: string };

const columns: ResourceColumn<Row>[] = [
  { id: 'serial', header: 'Serial' },
  { id: 'place', header: 'Place', value: (r) => r.id },
  // @ts-expect-error: no field of the row, and no value of its own
  { id: 'serail', header: 'Serial' },
];

const fields: FieldList<keyof Save> = [
  { name: 'serial', label: 'Serial' },
  { name: 'gap', label: '', kind: 'spacer' },
  // @ts-expect-error: not a key of the body
  { name: 'serail', label: 'Serial' },
];

describe('screen declarations', () => {
  it('are checked by tsc (the @ts-expect-error lines above)', () => {
    expect(columns).toHaveLength(3);
    expect(fields).toHaveLength(3);
  });
});
