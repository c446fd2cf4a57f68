'use client';
// 'Columns': a menu with a check box per column that may be hidden. The Radix menu (column-menu-popup.tsx)
// loads with next/dynamic on the button's first press (components/ui/lazy-popup.ts).
import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { usePressedOnce } from '@/components/ui/lazy-popup';
import type { AnyColumn } from './columns';

export interface HideableColumn<Row> {
  id: string;
  column: AnyColumn<Row>;
  visible: boolean;
}

export interface ColumnMenuProps<Row> {
  columns: HideableColumn<Row>[];
  onToggle: (id: string, shown: boolean) => void;
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

export function ColumnMenu<Row>(props: ColumnMenuProps<Row>) {
  const { pressed, triggerProps } = usePressedOnce(loadPopup);
  if (props.columns.length === 0) return null;
  return pressed ? <ColumnMenuPopup {...(props as ColumnMenuProps<never>)} /> : <ColumnsButton aria-expanded={false} {...triggerProps} />;
}
