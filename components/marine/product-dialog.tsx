'use client';
// The product dialog: a product with its items (a product in a size: SKU, price in IDR, weight in grams,
// low-stock threshold), created with POST /api/marine/product/all or replaced with PUT (items kept by id,
// new ones created, removed ones deleted), all in one transaction. Checked by the API's own schema.
import { useFieldArray } from 'react-hook-form';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { useToast } from '@/components/shell/toast';
import { useApiMutation } from '@/lib/client/query';
import { boundFields, fieldMessages, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { type CategoryRow, productAllCreate, productAllUpdate, type SizeRow } from '@/lib/schemas/marine/catalogue';
import { ENDPOINTS } from './lists';
import { type ProductValues, productBody } from './product-form-values';
import { ProductImages } from './product-images';
import { ProductItemsEditor } from './product-items-editor';

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
  const { toast } = useToast();
  const id = target.id;
  const form = useSchemaForm<ProductValues, typeof productAllUpdate | typeof productAllCreate>(id ? productAllUpdate : productAllCreate, {
    defaultValues: target.values,
    toBody: (v) => productBody(v, id),
    shouldFocusError: false,
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const save = useApiMutation<{ id: number }, unknown>({
    method: id ? 'PUT' : 'POST',
    path: ENDPOINTS.productAll,
    invalidates: [ENDPOINTS.product, ENDPOINTS.items, ENDPOINTS.inventory, ENDPOINTS.size, ENDPOINTS.category],
  });
  const bound = boundFields(form, ['name', 'category_id', 'description', 'active']);
  const messages = fieldMessages(form.formState.errors);
  const images = form.watch('images');

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={id ? `Edit product ${target.values.name}` : 'New product'}
      submitLabel={id ? 'Save product' : 'Create product'}
      maxWidth={960}
      onSubmit={async () => {
        const ok = await submitForm(form, (body) => save.mutateAsync(body));
        if (ok) toast(id ? 'Product saved' : 'Product created', { type: 'success' });
        return ok;
      }}
    >
      <FormFields
        idPrefix="product"
        columns={3}
        values={bound.values}
        errors={bound.errors}
        onChange={bound.onChange}
        fields={[
          { name: 'name', label: 'Name', required: true, placeholder: 'Inflatable life jacket 150N' },
          {
            name: 'category_id',
            label: 'Category',
            kind: 'select',
            numeric: true,
            required: true,
            placeholder: 'Choose a category',
            options: categories.map((c) => ({ value: String(c.id), label: c.name })),
          },
          { name: 'active', label: 'Active (sold in the shop)', kind: 'checkbox' },
          { name: 'description', label: 'Description', kind: 'textarea', span: 3 },
        ]}
      />
      <section aria-label="Images">
        <h3 className="mb-1 text-sm font-medium text-slate-700">Images</h3>
        <ProductImages ids={images} onChange={(v) => form.setValue('images', v, { shouldDirty: true })} error={messages.images} />
      </section>
      <ProductItemsEditor form={form} items={items} sizes={sizes} />
    </FormDialog>
  );
}
