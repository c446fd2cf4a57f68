'use client';
// The watersports product dialog: the product, its images (upload API), its specs as the table of its
// category's kind, and its items in sizes (the marine items editor), created with POST /api/sws/product or
// replaced with PUT /api/sws/product/{id} in one transaction. Checked in the browser by the API's schema
// plus the kind's specs schema; the API's field messages (specs.<key>, items.<n>.sku) land on the inputs.
import { useFieldArray } from 'react-hook-form';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { type ProductValues, productBody } from '@/components/marine/product-form-values';
import { ProductImages } from '@/components/marine/product-images';
import { ProductItemsEditor } from '@/components/marine/product-items-editor';
import { useToast } from '@/components/shell/toast';
import { useApiMutation } from '@/lib/client/query';
import { boundFields, fieldMessages, submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { SPEC_KIND_LABEL } from '@/lib/rules/sws-specs';
import type { SizeRow } from '@/lib/schemas/marine/catalogue';
import { type SwsCategoryRow, swsProductCreate, swsProductUpdate, withSpecsOf } from '@/lib/schemas/watersports/products';
import { SWS_ENDPOINTS } from './lists';
import { SpecsEditor } from './specs-editor';

export interface SwsProductTarget {
  id?: number;
  values: ProductValues;
}

interface Props {
  target: SwsProductTarget;
  onClose: () => void;
  categories: readonly SwsCategoryRow[];
  sizes: readonly SizeRow[];
}

export function SwsProductDialog({ target, ...rest }: Omit<Props, 'target'> & { target: SwsProductTarget | null }) {
  return target ? <SwsProductForm key={target.id ?? 'new'} target={target} {...rest} /> : null;
}

function SwsProductForm({ target, onClose, categories, sizes }: Props) {
  const { toast } = useToast();
  const id = target.id;
  const kindOf = (categoryId: number) => categories.find((c) => c.id === categoryId)?.spec_kind;
  const kindOfValues = (v: ProductValues) => kindOf(Number(v.category_id));
  const form = useSchemaForm<ProductValues, ReturnType<typeof withSpecsOf>>(withSpecsOf(id ? swsProductUpdate : swsProductCreate, kindOf), {
    defaultValues: target.values,
    toBody: (v) => {
      const { id: _id, ...body } = productBody(v, id, kindOfValues(v) ?? 'board');
      return body;
    },
    shouldFocusError: true,
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const save = useApiMutation<{ id: number }, unknown>({
    method: id ? 'PUT' : 'POST',
    path: id ? `${SWS_ENDPOINTS.product}/${id}` : SWS_ENDPOINTS.product,
    invalidates: [SWS_ENDPOINTS.product, SWS_ENDPOINTS.category, SWS_ENDPOINTS.specs],
  });
  const bound = boundFields(form, ['name', 'category_id', 'description', 'active']);
  const messages = fieldMessages(form.formState.errors);
  const images = form.watch('images');
  const kind = kindOf(Number(form.watch('category_id')));

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={id ? `Edit product ${target.values.name}` : 'New watersports product'}
      submitLabel={id ? 'Save product' : 'Create product'}
      maxWidth={980}
      onSubmit={async () => {
        const ok = await submitForm(form, (body) => save.mutateAsync(body));
        if (ok) toast(id ? 'Product saved' : 'Product created', { type: 'success' });
        return ok;
      }}
    >
      <FormFields
        idPrefix="sws-product"
        columns={3}
        values={bound.values}
        errors={bound.errors}
        onChange={bound.onChange}
        fields={[
          { name: 'name', label: 'Name', required: true, placeholder: 'Allround iSUP 10\'6"' },
          {
            name: 'category_id',
            label: 'Category',
            kind: 'select',
            numeric: true,
            required: true,
            placeholder: 'Choose a category',
            options: categories.map((c) => ({ value: String(c.id), label: `${c.name} (${SPEC_KIND_LABEL[c.spec_kind].toLowerCase()})` })),
          },
          { name: 'active', label: 'Active (sold in the shop)', kind: 'checkbox' },
          { name: 'description', label: 'Description', kind: 'textarea', span: 3 },
        ]}
      />
      <section aria-label="Images">
        <h3 className="mb-1 text-sm font-medium text-slate-700">Images</h3>
        <ProductImages
          ids={images}
          source="watersports-product"
          onChange={(v) => form.setValue('images', v, { shouldDirty: true })}
          error={messages.images}
        />
      </section>
      <SpecsEditor form={form} kind={kind} />
      {messages.specs && (
        <p role="alert" className="text-sm text-red-700">
          {messages.specs}
        </p>
      )}
      <ProductItemsEditor form={form} items={items} sizes={sizes} note="Price and weight left empty take the shop default." />
    </FormDialog>
  );
}
