// The catalogue screen's declared tables: categories, sizes, products and items (ResourceScreenSpec).
import type { ResourceScreenSpec } from '@/components/crud/resource-spec';
import { Badge } from '@/components/ui/badge';
import { idr } from '@/lib/format/money';
import { fmtWeight } from '@/lib/format/weight';
import type { CategoryRow, ItemRow, ProductRow, SizeRow } from '@/lib/schemas/marine/catalogue';
import { ON_SALE } from './format';
import { ENDPOINTS } from './lists';
import { addedColumn, imageColumn, itemsColumn, nameColumn, productFilters } from './product-columns';

const name = <R extends { name: string }>(r: R) => <span className="font-medium text-slate-900">{r.name}</span>;

export const categorySpec: ResourceScreenSpec<CategoryRow> = {
  endpoint: ENDPOINTS.category,
  title: 'Categories',
  search: 'Search categories',
  columns: [
    { id: 'name', header: 'Name', sortable: true, csv: true, cell: name },
    { id: 'products', header: 'Products', align: 'right', csv: true, value: (r) => r._count.products },
  ],
  csv: { filename: 'marine-categories' },
  empty: { title: 'No categories yet', description: 'A category groups products, such as safety gear or mooring.' },
  rowLabel: (r) => `category ${r.name}`,
  addLabel: '+ Add Category',
  form: {
    fields: [
      { name: 'name', label: 'Name', required: true, placeholder: 'Safety gear' },
      { name: 'description', label: 'Description', kind: 'textarea', nullable: true },
    ],
    columns: 1,
    schema: { import: () => import('@/lib/schemas/marine/catalogue').then((m) => m.categoryCreate) },
    idPrefix: 'category',
    title: (v, id) => (id ? `Edit category ${v.name}` : 'New category'),
    toasts: { created: 'Category created', updated: 'Category updated' },
  },
  remove: {
    label: (r) => `category ${r.name}`,
    description: 'A category that still has products cannot be deleted.',
    toast: 'Category deleted',
  },
  invalidates: [ENDPOINTS.product, ENDPOINTS.inventory],
};

export const sizeSpec: ResourceScreenSpec<SizeRow> = {
  endpoint: ENDPOINTS.size,
  title: 'Sizes',
  search: 'Search sizes',
  columns: [
    { id: 'name', header: 'Name', sortable: true, csv: true, cell: name },
    { id: 'sort_order', header: 'Order', sortable: true, align: 'right', csv: true },
    { id: 'items', header: 'Items', align: 'right', csv: true, value: (r) => r._count.items },
  ],
  csv: { filename: 'marine-sizes' },
  empty: { title: 'No sizes yet', description: 'A size is what an item of a product is sold in: S, M, L, 10 m, 12 mm…' },
  rowLabel: (r) => `size ${r.name}`,
  addLabel: '+ Add Size',
  form: {
    fields: [
      { name: 'name', label: 'Name', required: true, placeholder: 'XL' },
      { name: 'sort_order', label: 'Order in lists', kind: 'number', placeholder: '0' },
    ],
    columns: 2,
    schema: { import: () => import('@/lib/schemas/marine/catalogue').then((m) => m.sizeCreate) },
    idPrefix: 'size',
    title: (v, id) => (id ? `Edit size ${v.name}` : 'New size'),
    toasts: { created: 'Size created', updated: 'Size updated' },
  },
  remove: { label: (r) => `size ${r.name}`, description: 'A size that items are sold in cannot be deleted.', toast: 'Size deleted' },
  invalidates: [ENDPOINTS.sizeAll, ENDPOINTS.items],
};

export function productSpec(categories: readonly CategoryRow[], showItems: (p: ProductRow) => void): ResourceScreenSpec<ProductRow> {
  return {
    endpoint: ENDPOINTS.product,
    title: 'Products',
    filters: productFilters(categories),
    columns: [
      imageColumn((r) => r.images[0]),
      nameColumn(),
      { id: 'category_name', header: 'Category', csv: true },
      itemsColumn(showItems),
      addedColumn(),
    ],
    csv: { filename: 'marine-products' },
    empty: { title: 'No products yet', description: "Add one with '+ Add Product': a product with its items in sizes." },
    rowLabel: (r) => `product ${r.name}`,
  };
}

export const itemSpec: ResourceScreenSpec<ItemRow> = {
  endpoint: ENDPOINTS.items,
  title: 'Items',
  search: 'Search SKU',
  columns: [
    { id: 'sku', header: 'SKU', sortable: true, csv: true, cell: (r) => <span className="font-mono font-semibold">{r.sku}</span> },
    { id: 'product_name', header: 'Product', csv: true },
    { id: 'size_name', header: 'Size', csv: true },
    {
      id: 'price',
      header: 'Price',
      sortable: true,
      align: 'right',
      csv: true,
      cell: (r) => <span className="whitespace-nowrap">{idr(r.price)}</span>,
    },
    {
      id: 'weight',
      header: 'Weight',
      align: 'right',
      csv: true,
      cell: (r) => <span className="whitespace-nowrap">{fmtWeight(r.weight)}</span>,
    },
    { id: 'on_hand', header: 'On hand', sortable: true, align: 'right', csv: true },
    { id: 'available', header: 'Available', align: 'right', csv: true },
    { id: 'active', header: ON_SALE, csv: true, cell: (r) => (r.active ? 'Yes' : <Badge tone="gray">No</Badge>) },
  ],
  csv: { filename: 'marine-items' },
  empty: { title: 'No items', description: 'Items are added in the product dialog, one for each size.' },
};
