'use client';
// 'Columns': a menu with a check box per column that may be hidden. The Radix menu (column-menu-popup.tsx)
// loads on the button's first press (components/ui/lazy-popup.ts).
import type { Column, RowData } from '@tanstack/react-table';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { type PopupLoader, useLazyPopup } from '@/components/ui/lazy-popup';
import type { TableFeatures } from './table-features';

export interface ColumnMenuProps<Row extends RowData> {
  hideable: Column<TableFeatures, Row, unknown>[];
}

export function ColumnsButton(props: ComponentProps<typeof Button>) {
  return (
    <Button variant="secondary" size="sm" aria-haspopup="menu" {...props}>
      Columns
    </Button>
  );
}

const loadPopup: PopupLoader<ColumnMenuProps<never>> = () => import('./column-menu-popup').then((m) => m.ColumnMenuPopup);

export function ColumnMenu<Row extends RowData>({ columns }: { columns: Column<TableFeatures, Row, unknown>[] }) {
  const { Popup, triggerProps } = useLazyPopup(loadPopup);
  const hideable = columns.filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return Popup ? <Popup hideable={hideable as never} /> : <ColumnsButton aria-expanded={false} {...triggerProps} />;
}
