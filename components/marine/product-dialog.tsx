'use client';
// The product dialog: a product with its items (a product in a size: SKU, price in IDR, weight in grams,
// low-stock threshold), created with POST /api/marine/product/all or replaced with PUT (items kept by id,
// new ones created, removed ones deleted), all in one transaction. Checked by the API's own schema.
import { useApiWrite } from '@/lib/client/query';
import { useSchemaForm } from '@/lib/client/schema-form';
import { type CategoryRow, productAllCreate, productAllUpdate, type SizeRow } from '@/lib/schemas/marine/catalogue';
import { ENDPOINTS } from './lists';
import { ProductDialogFrame } from './product-dialog-frame';
import { type ProductValues, productBody } from './product-form-values';

export interface ProductTarget {
  id?: number;
  values: ProductValues;
}

export function ProductDialog({
  target,
  onClose,
  categories,
  sizes,
}: {
  target: ProductTarget | null;
  onClose: () => void;
  categories: readonly CategoryRow[];
  sizes: readonly SizeRow[];
}) {
  return target ? <ProductForm key={target.id ?? 'new'} target={target} onClose={onClose} categories={categories} sizes={sizes} /> : null;
}

function ProductForm({
  target,
  onClose,
  categories,
  sizes,
}: {
  target: ProductTarget;
  onClose: () => void;
  categories: readonly CategoryRow[];
  sizes: readonly SizeRow[];
}) {
  const id = target.id;
  const form = useSchemaForm<ProductValues, typeof productAllUpdate | typeof productAllCreate>(id ? productAllUpdate : productAllCreate, {
    defaultValues: target.values,
    toBody: (v) => productBody(v, id),
    shouldFocusError: false,
  });
  const then = { invalidates: [ENDPOINTS.product, ENDPOINTS.items, ENDPOINTS.inventory, ENDPOINTS.size, ENDPOINTS.category] };
  // A product and its items are saved together: POST for a new one, PUT for an edited one (its body has its id).
  const create = useApiWrite('post', ENDPOINTS.productAll, then);
  const update = useApiWrite('put', ENDPOINTS.productAll, then);
  return (
    <ProductDialogFrame
      form={form}
      save={(body) => ('id' in body ? update.mutateAsync({ body }) : create.mutateAsync({ body }))}
      editing={id ? target.values.name : null}
      newTitle="New product"
      onClose={onClose}
      idPrefix="product"
      maxWidth={960}
      namePlaceholder="Inflatable life jacket 150N"
      categoryOptions={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      sizes={sizes}
    />
  );
}
