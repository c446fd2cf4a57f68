import { describe, expect, it } from 'vitest';
import {
  canHide,
  canSort,
  columnId,
  columnName,
  createColumnHelper,
  firstSortOrder,
  renderCell,
  renderHeader,
} from '@/components/data-table/columns';

interface Row {
  id: number;
  name: string | null;
  total: number | null;
  paid: boolean;
}

const helper = createColumnHelper<Row>();
const rows: Row[] = [
  { id: 1, name: null, total: null, paid: true },
  { id: 2, name: 'Bambang', total: 1500000, paid: false },
];

describe('table columns', () => {
  it("an accessor column reads its field, sorts unless told not to, and its id is the field's name", () => {
    const name = helper.accessor('name', { header: 'Name' });
    expect(columnId(name, 0)).toBe('name');
    expect(canSort(name)).toBe(true);
    expect(canSort(helper.accessor('name', { enableSorting: false }))).toBe(false);
    expect(renderCell(name, rows[1])).toBe('Bambang');
    expect(renderCell(name, rows[0])).toBeNull();
    // A value that is not text is shown as text.
    expect(renderCell(helper.accessor('total', {}), rows[1])).toBe('1500000');
    expect(renderCell(helper.accessor('paid', {}), rows[0])).toBe('true');
  });

  it('a cell renderer gets the row and its value', () => {
    const total = helper.accessor('total', { cell: (c) => `${c.row.original.id}: ${c.getValue()}` });
    expect(renderCell(total, rows[1])).toBe('2: 1500000');
  });

  it('a display column has no value: it does not sort, and may keep out of the Columns menu', () => {
    const actions = helper.display({ id: 'actions', enableHiding: false, cell: (c) => `#${c.row.original.id}` });
    expect(canSort(actions)).toBe(false);
    expect(canHide(actions)).toBe(false);
    expect(canHide(helper.accessor('name', {}))).toBe(true);
    expect(renderCell(actions, rows[0])).toBe('#1');
    expect(columnId({ header: 'Anonymous' }, 3)).toBe('3');
  });

  it('the first sort order is A to Z for text and largest first for numbers, read from the first value that is there', () => {
    expect(firstSortOrder(helper.accessor('name', {}), rows)).toBe('asc');
    expect(firstSortOrder(helper.accessor('total', {}), rows)).toBe('desc');
    expect(firstSortOrder(helper.accessor('name', {}), [])).toBe('desc');
  });

  it("a header is its text, its renderer's output, or the accessor's id; the menu names it by label, text or id", () => {
    expect(renderHeader(helper.accessor('name', { header: 'Name' }))).toBe('Name');
    expect(renderHeader(helper.accessor('name', { header: () => 'Drawn' }))).toBe('Drawn');
    expect(renderHeader(helper.accessor('total', {}))).toBe('total');
    expect(renderHeader(helper.display({ id: 'x' }))).toBeNull();
    expect(columnName(helper.accessor('name', { header: () => 'Drawn', meta: { label: 'Full name' } }), 'name')).toBe('Full name');
    expect(columnName(helper.accessor('name', { header: 'Name' }), 'name')).toBe('Name');
    expect(columnName(helper.accessor('name', { header: () => 'Drawn' }), 'name')).toBe('name');
  });
});
