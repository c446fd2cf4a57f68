// The tables' columns as TanStack Table reads them (components/data-table/table-features.ts): ids, sorting
// and its first order, hiding, cells and the Columns menu's names.
import { constructTable, flexRender, type SortingState } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import { columnName, createColumnHelper, features, type TableColumn } from '@/components/data-table/table-features';

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

function tableOf(columns: TableColumn<Row>[], sorting: SortingState = [], onSortingChange?: (s: SortingState) => void) {
  return constructTable({
    // What useTable adds for React: the table's state in TanStack Store atoms.
    features: { coreReactivityFeature: storeReactivityBindings(), ...features } as typeof features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
  });
}

const cellOf = (columns: TableColumn<Row>[], rowId: string, columnId: string) => {
  const cell = tableOf(columns)
    .getRow(rowId)
    .getAllCells()
    .find((c) => c.column.id === columnId);
  const render = cell?.column.columnDef.cell;
  if (!cell || typeof render !== 'function') throw new Error(`no cell renderer for ${columnId}`);
  return render(cell.getContext());
};

describe('table columns', () => {
  it("an accessor column reads its field, sorts unless told not to, and its id is the field's name", () => {
    const table = tableOf([helper.accessor('name', { header: 'Name' }), helper.accessor('total', { enableSorting: false })]);
    const [name, total] = table.getAllLeafColumns();
    expect(name.id).toBe('name');
    expect(name.getCanSort()).toBe(true);
    expect(total.getCanSort()).toBe(false);
    expect(table.getRow('2').getValue('name')).toBe('Bambang');
    expect(table.getRow('1').getValue('name')).toBeNull();
  });

  it('a cell renderer gets the row and its value', () => {
    const total = helper.accessor('total', { cell: (c) => `${c.row.original.id}: ${c.getValue()}` });
    expect(cellOf([total], '2', 'total')).toBe('2: 1500000');
  });

  it('a display column has no value: it does not sort, and may keep out of the Columns menu', () => {
    const actions = helper.display({ id: 'actions', enableHiding: false, cell: (c) => `#${c.row.original.id}` });
    const table = tableOf([actions, helper.accessor('name', {})]);
    const [a, name] = table.getAllLeafColumns();
    expect(a.getCanSort()).toBe(false);
    expect(a.getCanHide()).toBe(false);
    expect(name.getCanHide()).toBe(true);
    expect(cellOf([actions], '1', 'actions')).toBe('#1');
  });

  it('one column sorts at a time: A to Z first for text, largest first for numbers, a second click flips it', () => {
    const seen: SortingState[] = [];
    const columns = [helper.accessor('name', {}), helper.accessor('total', {})];
    const [name, total] = tableOf(columns, [], (s) => seen.push(s)).getAllLeafColumns();
    name.toggleSorting();
    total.toggleSorting();
    expect(seen).toEqual([[{ id: 'name', desc: false }], [{ id: 'total', desc: true }]]);
    const [sortedName] = tableOf(columns, [{ id: 'name', desc: false }], (s) => seen.push(s)).getAllLeafColumns();
    expect(sortedName.getIsSorted()).toBe('asc');
    sortedName.toggleSorting();
    expect(seen.at(-1)).toEqual([{ id: 'name', desc: true }]);
  });

  it('a header is its text or its renderer; the menu names a column by label, text or id', () => {
    const table = tableOf([
      helper.accessor('name', { header: () => 'Drawn', meta: { label: 'Full name' } }),
      helper.accessor('total', { header: 'Total' }),
      helper.accessor('paid', { header: () => 'Drawn' }),
    ]);
    const [name, total, paid] = table.getAllLeafColumns();
    expect(columnName(name)).toBe('Full name');
    expect(columnName(total)).toBe('Total');
    expect(columnName(paid)).toBe('paid');
    const [, text] = table.getHeaderGroups()[0].headers;
    expect(flexRender(text.column.columnDef.header, text.getContext())).toBe('Total');
  });
});
