'use client';
// Marine Warehouse (/marine/warehouse): stock levels (on hand, reserved, available; low stock marked),
// receive goods and count stock (warehouse documents, posted all or nothing), issue stock (a stock
// mutation out), the documents, and an item's history.
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { ResourceScreen } from '@/components/crud/resource-screen';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { useApiGet } from '@/lib/client/query';
import type { ListResult } from '@/lib/schemas/list';
import type { CategoryRow } from '@/lib/schemas/marine/catalogue';
import type { InventoryRow, MasterMutationRow } from '@/lib/schemas/marine/stock';
import { ENDPOINTS } from './lists';
import { docSpec, stockSpec } from './warehouse-specs';

// The dialogs (their forms and schemas) load when first opened, not with the screen.
const DocumentDialog = whenOpened(
  dynamic(() => import('./document-dialog').then((m) => m.DocumentDialog), { ssr: false }),
  (p) => p.docType !== null,
);
const IssueDialog = whenOpened(
  dynamic(() => import('./issue-dialog').then((m) => m.IssueDialog), { ssr: false }),
  (p) => p.open,
);
const ItemHistoryDialog = whenOpened(
  dynamic(() => import('./item-history').then((m) => m.ItemHistoryDialog), { ssr: false }),
  (p) => p.item !== null,
);

export interface WarehouseFirst {
  stock: ListResult<InventoryRow>;
  documents: ListResult<MasterMutationRow>;
  categories: CategoryRow[];
}

export function WarehouseManager({ first }: { first: WarehouseFirst }) {
  useLiveChanges('marine');
  const [doc, setDoc] = useState<'receipt' | 'count' | null>(null);
  const [issuing, setIssuing] = useState(false);
  const [history, setHistory] = useState<InventoryRow | null>(null);
  // Cached by the query layer: the same list object across renders, so the table's columns stay put.
  const categories =
    useApiGet(ENDPOINTS.category, {
      params: { query: { limit: 10000, sort: 'name' } },
      initialData: { total: first.categories.length, data: first.categories },
    }).data?.data ?? first.categories;
  const stock = useMemo(() => stockSpec(categories), [categories]);
  // Stable, so the row's button (the dialog's opener, which gets the focus back) is not drawn anew.
  const historyButton = useCallback(
    (r: InventoryRow) => (
      <Button variant="ghost" size="sm" aria-label={`History of ${r.sku}`} onClick={() => setHistory(r)}>
        History
      </Button>
    ),
    [],
  );

  return (
    <div className="space-y-6">
      <ResourceScreen
        spec={stock}
        initial={first.stock}
        actions={
          <>
            <Button onClick={() => setDoc('receipt')}>Receive goods</Button>
            <Button variant="secondary" onClick={() => setIssuing(true)}>
              Issue stock
            </Button>
            <Button variant="secondary" onClick={() => setDoc('count')}>
              Count stock
            </Button>
          </>
        }
        rowButtons={historyButton}
      />
      <ResourceScreen spec={docSpec} initial={first.documents} />
      <DocumentDialog docType={doc} onClose={() => setDoc(null)} />
      <IssueDialog open={issuing} onClose={() => setIssuing(false)} />
      <ItemHistoryDialog item={history} onClose={() => setHistory(null)} />
    </div>
  );
}
