'use client';
// What the marine and watersports product dialogs share: the dialog with its save and toast, the product's
// name, category, state and description, its images, and its items in sizes. Each shop passes its form,
// its save call and what it adds between the images and the items (the watersports specs).
import type { ReactNode } from 'react';
import { type UseFieldArrayReturn, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/crud/form-dialog';
import { FormFields } from '@/components/crud/form-fields';
import { useToast } from '@/components/shell/toast';
import { boundFields, fieldMessages } from '@/lib/client/field-messages';
import { type SchemaForm, submitForm } from '@/lib/client/schema-form';
import type { SizeRow } from '@/lib/schemas/marine/catalogue';
import type { ProductValues } from './product-form-values';
import { ProductImages } from './product-images';
import { ProductItemsEditor } from './product-items-editor';

export interface ProductDialogFrameProps<S extends z.ZodType> {
  form: SchemaForm<ProductValues, S>;
  save: (body: z.output<S>) => Promise<unknown>;
  editing: string | null;
  newTitle: string;
  onClose: () => void;
  idPrefix: string;
  maxWidth: number;
  namePlaceholder: string;
  categoryOptions: { value: string; label: string }[];
  sizes: readonly SizeRow[];
  imageSource?: string;
  itemsNote?: string;
  children?: ReactNode;
}

export function ProductDialogFrame<S extends z.ZodType>(p: ProductDialogFrameProps<S>) {
  const { toast } = useToast();
  const form = p.form as UseFormReturn<ProductValues, unknown, unknown>;
  const items: UseFieldArrayReturn<ProductValues, 'items'> = useFieldArray({ control: form.control, name: 'items' });
  const bound = boundFields(form, ['name', 'category_id', 'description', 'active']);
  const messages = fieldMessages(form.formState.errors);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && p.onClose()}
      title={p.editing !== null ? `Edit product ${p.editing}` : p.newTitle}
      submitLabel={p.editing !== null ? 'Save product' : 'Create product'}
      maxWidth={p.maxWidth}
      dirty={form.formState.isDirty}
      onSubmit={async () => {
        const ok = await submitForm(p.form, p.save);
        if (ok) toast(p.editing !== null ? 'Product saved' : 'Product created', { type: 'success' });
        return ok;
      }}
    >
      <FormFields
        idPrefix={p.idPrefix}
        columns={3}
        values={bound.values}
        errors={bound.errors}
        onChange={bound.onChange}
        fields={[
          { name: 'name', label: 'Name', required: true, placeholder: p.namePlaceholder },
          {
            name: 'category_id',
            label: 'Category',
            kind: 'select',
            numeric: true,
            required: true,
            placeholder: 'Choose a category',
            options: p.categoryOptions,
          },
          { name: 'active', label: 'Active (sold in the shop)', kind: 'checkbox' },
          { name: 'description', label: 'Description', kind: 'textarea', span: 3 },
        ]}
      />
      <section aria-label="Images">
        <h3 className="mb-1 text-sm font-medium text-slate-700">Images</h3>
        <ProductImages
          ids={form.watch('images')}
          source={p.imageSource}
          onChange={(v) => form.setValue('images', v, { shouldDirty: true })}
          error={messages.images}
        />
      </section>
      {p.children}
      <ProductItemsEditor form={form} items={items} sizes={p.sizes} note={p.itemsNote} />
    </FormDialog>
  );
}
