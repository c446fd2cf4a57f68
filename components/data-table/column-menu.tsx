'use client';
// 'Columns': a menu with a check box per column that may be hidden.
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Column, RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { CheckIcon, ITEM_INDICATOR, MENU_ITEM } from '@/components/ui/menu-item';
import type { TableFeatures } from './table-features';

/** The column's name in the menu: its meta label, else its header when that is text, else its id. */
function columnName<Row extends RowData>(column: Column<TableFeatures, Row, unknown>): string {
  const header = column.columnDef.header;
  return column.columnDef.meta?.label ?? (typeof header === 'string' ? header : column.id);
}

export function ColumnMenu<Row extends RowData>({ columns }: { columns: Column<TableFeatures, Row, unknown>[] }) {
  const hideable = columns.filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <Button variant="secondary" size="sm">
          Columns
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-80 min-w-48 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg animate-fade-in"
        >
          {hideable.map((column) => (
            <Menu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              // Keep the menu open to show or hide several columns.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              className={MENU_ITEM}
            >
              <Menu.ItemIndicator className={ITEM_INDICATOR}>
                <CheckIcon />
              </Menu.ItemIndicator>
              {columnName(column)}
            </Menu.CheckboxItem>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
