'use client';
// Marine Product (/marine/product): the products with their items (SKU, size, price in IDR, weight per
// spec 9, stock), the product dialog (a product and its items in one call, images through the upload
// API), and the categories and sizes the products are filed under.
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState } from 'react';
import { ResourceScreen } from '@/components/crud/resource-screen';
import type { FirstPage } from '@/components/data-table/list-params';
import { useListState } from '@/components/data-table/use-list-state';
import { useLiveChanges } from '@/components/realtime/use-live-changes';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { whenOpened } from '@/components/ui/lazy-dialog';
import { apiCall } from '@/lib/client/api-client';
import { useApiGet } from '@/lib/client/query';
import type { CategoryRow, ItemRow, ProductRow, SizeRow } from '@/lib/schemas/marine/catalogue';
import { categorySpec, itemSpec, productSpec, sizeSpec } from './catalogue-specs';
import { ENDPOINTS } from './lists';
import type { ProductTarget } from './product-dialog';
import { productValues } from './product-form-values';

const ProductDialog = whenOpened(
  dynamic(() => import('./product-dialog').then((m) => m.ProductDialog), { ssr: false }),
  (p) => p.target !== null,
);

export interface CatalogueFirst {
  products: FirstPage<ProductRow>;
  items: FirstPage<ItemRow>;
  categories: FirstPage<CategoryRow>;
  sizes: FirstPage<SizeRow>;
  /** Every category and size, for the pickers and the filter. */
  allCategories: CategoryRow[];
  allSizes: SizeRow[];
}

export function CatalogueManager({ first }: { first: CatalogueFirst }) {
  useLiveChanges('marine');
  const { toast } = useToast();
  const { state: itemState, update: updateItems } = useListState(first.items.list, first.items.prefix);
  const categories =
    useApiGet(ENDPOINTS.category, {
      params: { query: { limit: 10000, sort: 'name' } },
      initialData: { total: first.allCategories.length, data: first.allCategories },
    }).data?.data ?? first.allCategories;
  const sizes =
    useApiGet(ENDPOINTS.sizeAll, { initialData: { total: first.allSizes.length, data: first.allSizes } }).data?.data ?? first.allSizes;
  const [target, setTarget] = useState<ProductTarget | null>(null);
  const [itemsOf, setItemsOf] = useState<string | null>(null);

  const products = useMemo(
    () =>
      productSpec(categories, (p) => {
        setItemsOf(p.name);
        updateItems({ filters: { pid: String(p.id) } });
      }),
    [categories, updateItems],
  );

  // Stable, so the row's button (the dialog's opener, which gets the focus back) is not drawn anew.
  const editButton = useCallback(
    (p: ProductRow) => {
      async function edit() {
        try {
          const items = await apiCall('get', ENDPOINTS.items, { params: { query: { pid: p.id, limit: 100, sort: 'sku' } } });
          setTarget({ id: p.id, values: productValues(p, items.data) });
        } catch (e) {
          toast(e instanceof Error ? e.message : 'The items could not be loaded', { type: 'error' });
        }
      }
      return (
        <Button variant="ghost" size="sm" aria-label={`Edit product ${p.name}`} onClick={() => void edit()}>
          Edit
        </Button>
      );
    },
    [toast],
  );

  return (
    <div className="space-y-6">
      <ResourceScreen
        spec={products}
        first={first.products}
        actions={<Button onClick={() => setTarget({ values: productValues() })}>+ Add Product</Button>}
        rowButtons={editButton}
      />
      <ResourceScreen
        spec={itemSpec}
        first={first.items}
        filters={
          itemState.filters.pid && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setItemsOf(null);
                updateItems({ filters: { pid: undefined } });
              }}
            >
              {itemsOf ? `Items of ${itemsOf}` : 'One product'} ✕ show all
            </Button>
          )
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <ResourceScreen spec={categorySpec} first={first.categories} />
        <ResourceScreen spec={sizeSpec} first={first.sizes} />
      </div>
      <ProductDialog target={target} onClose={() => setTarget(null)} categories={categories} sizes={sizes} />
    </div>
  );
}
