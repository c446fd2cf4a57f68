'use client';
// Watersports Product (/watersports/product): the products with their category and kind, specs summary,
// items, price range in IDR and stock; the product dialog (images, specs of the kind, items in sizes); and
// the items of one product with their stock: receive, issue or count one, and read its history.
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { FirstPage } from '@/components/data-table/list-params';
import { productValues } from '@/components/marine/product-form-values';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { useToast } from '@/components/shell/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { apiCall } from '@/lib/client/api-client';
import { useApiGet } from '@/lib/client/query';
import type { ItemRow, SizeRow } from '@/lib/schemas/marine/catalogue';
import type { SwsCategoryRow, SwsProductRow } from '@/lib/schemas/watersports/products';
import { SwsItemsTable } from './items-table';
import { SWS_ENDPOINTS } from './lists';
import type { SwsProductTarget } from './product-dialog';
import { swsProductSpec } from './product-specs';

const SwsProductDialog = whenOpened(
  dynamic(() => import('./product-dialog').then((m) => m.SwsProductDialog), { ssr: false }),
  (p) => p.target !== null,
);
const StockDialog = whenOpened(
  dynamic(() => import('./stock-dialog').then((m) => m.StockDialog), { ssr: false }),
  (p) => p.item !== null,
);
const ItemHistoryDialog = whenOpened(
  dynamic(() => import('@/components/marine/item-history').then((m) => m.ItemHistoryDialog), { ssr: false }),
  (p) => p.item !== null,
);

export interface SwsCatalogueFirst {
  products: FirstPage<SwsProductRow>;
  categories: SwsCategoryRow[];
  sizes: SizeRow[];
}

export function SwsProductManager({ first }: { first: SwsCatalogueFirst }) {
  useLiveChanges('watersports');
  const { toast } = useToast();
  const categories =
    useApiGet(SWS_ENDPOINTS.category, {
      params: { query: { limit: 10000, sort: 'name' } },
      initialData: { total: first.categories.length, data: first.categories },
    }).data?.data ?? first.categories;
  const sizes = useApiGet(SWS_ENDPOINTS.size, { initialData: { total: first.sizes.length, data: first.sizes } }).data?.data ?? first.sizes;
  const [target, setTarget] = useState<SwsProductTarget | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  const detail = useApiGet('/api/sws/product/{id}', { params: shown ? { path: { id: shown } } : null }).data;
  // Each Show brings the panel (below the list, often below the fold) into view with the focus in it; Close
  // gives the focus back to the button that showed it.
  const [showing, setShowing] = useState(0);
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const showItems = useCallback((id: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setShown(id);
    setShowing((n) => n + 1);
  }, []);
  function hideItems() {
    setShown(null);
    opener.current?.focus();
  }
  useEffect(() => {
    if (showing) panel.current?.focus({ preventScroll: true });
  }, [showing]);
  // Into view when shown, and again once its items are in (the panel grows: its rows must be seen too).
  const loaded = detail?.id === shown;
  useEffect(() => {
    if (showing && loaded !== undefined) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [showing, loaded]);
  const [stockOf, setStockOf] = useState<ItemRow | null>(null);
  const [historyOf, setHistoryOf] = useState<ItemRow | null>(null);

  const products = useMemo(() => swsProductSpec(categories, (p) => showItems(p.id)), [categories, showItems]);

  // Stable, so the row's button (the dialog's opener, which gets the focus back) is not drawn anew.
  const rowButtons = useCallback(
    (p: SwsProductRow) => {
      async function edit() {
        try {
          const d = await apiCall('get', '/api/sws/product/{id}', { params: { path: { id: p.id } } });
          setTarget({ id: p.id, values: productValues(d, d.items) });
        } catch (e) {
          toast(e instanceof Error ? e.message : 'The product could not be loaded', { type: 'error' });
        }
      }
      return (
        <>
          <Button variant="ghost" size="sm" aria-label={`Stock of product ${p.name}`} onClick={() => showItems(p.id)}>
            Stock
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Edit product ${p.name}`} onClick={() => void edit()}>
            Edit
          </Button>
        </>
      );
    },
    [toast, showItems],
  );

  return (
    <div className="space-y-6">
      <ResourceScreen
        spec={products}
        first={first.products}
        actions={<Button onClick={() => setTarget({ values: productValues() })}>+ Add Product</Button>}
        rowButtons={rowButtons}
      />
      {shown !== null && (
        <Card
          ref={panel}
          tabIndex={-1}
          className="scroll-mt-20 scroll-mb-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          aria-label="Items and stock"
          title={
            detail ? (
              <>
                Items of {detail.name}{' '}
                <Badge tone="blue" className="ml-1">
                  {detail.category_name}
                </Badge>
              </>
            ) : (
              'Items'
            )
          }
          actions={
            <Button variant="secondary" size="sm" onClick={hideItems}>
              Close
            </Button>
          }
          bodyClassName="p-0"
        >
          <SwsItemsTable detail={detail?.id === shown ? detail : undefined} onStock={setStockOf} onHistory={setHistoryOf} />
        </Card>
      )}
      <SwsProductDialog target={target} onClose={() => setTarget(null)} categories={categories} sizes={sizes} />
      <StockDialog item={stockOf} onClose={() => setStockOf(null)} />
      <ItemHistoryDialog
        item={historyOf}
        onClose={() => setHistoryOf(null)}
        history={(id) => ({ endpoint: '/api/sws/product/stock-history/{id}', pathParams: { id } })}
      />
    </div>
  );
}
