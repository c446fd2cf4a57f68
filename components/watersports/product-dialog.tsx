'use client';
// The watersports product dialog: the product, its images (upload API), its specs as the table of its
// category's kind, and its items in sizes (the marine items editor), created with POST /api/sws/product or
// replaced with PUT /api/sws/product/{id} in one transaction. Checked in the browser by the API's schema
// plus the kind's specs schema; the API's field messages (specs.<key>, items.<n>.sku) land on the inputs.
import { ProductDialogFrame } from '@/components/marine/product-dialog-frame';
import { type ProductValues, productBody } from '@/components/marine/product-form-values';
import { fieldMessages } from '@/lib/client/field-messages';
import { useApiSave } from '@/lib/client/query';
import { useSchemaForm } from '@/lib/client/schema-form';
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
  const id = target.id;
  const kindOf = (categoryId: number) => categories.find((c) => c.id === categoryId)?.spec_kind;
  const kindOfValues = (v: ProductValues) => kindOf(Number(v.category_id));
  const form = useSchemaForm<ProductValues, typeof swsProductUpdate | typeof swsProductCreate>(
    withSpecsOf(id ? swsProductUpdate : swsProductCreate, kindOf),
    {
      defaultValues: target.values,
      toBody: (v) => {
        const { id: _id, ...body } = productBody(v, id, kindOfValues(v) ?? 'board');
        return body;
      },
      shouldFocusError: true,
    },
  );
  const { save } = useApiSave(SWS_ENDPOINTS.product, {
    invalidates: [SWS_ENDPOINTS.product, SWS_ENDPOINTS.category, SWS_ENDPOINTS.specs],
  });
  const specsMessage = fieldMessages(form.formState.errors).specs;
  return (
    <ProductDialogFrame
      form={form}
      save={(body) => save(id, body)}
      editing={id ? target.values.name : null}
      newTitle="New watersports product"
      onClose={onClose}
      idPrefix="sws-product"
      maxWidth={980}
      namePlaceholder={'Allround iSUP 10\'6"'}
      categoryOptions={categories.map((c) => ({ value: String(c.id), label: `${c.name} (${SPEC_KIND_LABEL[c.spec_kind].toLowerCase()})` }))}
      sizes={sizes}
      imageSource="watersports-product"
      itemsNote="Price and weight left empty take the shop default."
    >
      <SpecsEditor form={form} kind={kindOf(Number(form.watch('category_id')))} />
      {specsMessage && (
        <p role="alert" className="text-sm text-red-700">
          {specsMessage}
        </p>
      )}
    </ProductDialogFrame>
  );
}
