'use client';
// 'Columns': a menu with a check box per column that may be hidden. The Radix menu (column-menu-popup.tsx)
// loads with next/dynamic on the button's first press (components/ui/lazy-popup.ts).
import type { Column, RowData } from '@tanstack/react-table';
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { usePressedOnce } from '@/components/ui/lazy-popup';
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

const loadPopup = () => import('./column-menu-popup');
const ColumnMenuPopup = dynamic(() => loadPopup().then((m) => m.ColumnMenuPopup), {
  ssr: false,
  loading: () => <ColumnsButton aria-expanded={false} disabled />,
});

export function ColumnMenu<Row extends RowData>({ columns }: { columns: Column<TableFeatures, Row, unknown>[] }) {
  const { pressed, triggerProps } = usePressedOnce(loadPopup);
  const hideable = columns.filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return pressed ? <ColumnMenuPopup hideable={hideable as never} /> : <ColumnsButton aria-expanded={false} {...triggerProps} />;
}
