'use client';
// The 'Columns' menu behind column-menu.tsx, loaded on its first press (components/ui/lazy-popup.ts).
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { RowData } from '@tanstack/react-table';
import { CheckIcon, ITEM_INDICATOR, MENU_ITEM } from '@/components/ui/menu-item';
import { type ColumnMenuProps, ColumnsButton } from './column-menu';
import { columnName } from './table-features';

export function ColumnMenuPopup<Row extends RowData>({ hideable }: ColumnMenuProps<Row>) {
  return (
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger asChild>
        <ColumnsButton />
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
