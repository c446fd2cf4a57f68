'use client';
// A phone order (POST marine-trx, sws/trx with source phone): the customer (picked, or created on the spot
// with the Customer screen's form), the items in their sizes with stock, shipping (the customer's address
// unless given) and notes, checked by the API's own schema. It starts unpaid; the transfer receipt is
// attached in the order's dialog.
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/crud/form-dialog';
import type { FormTarget } from '@/components/crud/resource-form';
import { formTarget, SpecFormDialog } from '@/components/crud/resource-screen';
import { customerForm } from '@/components/customer/customer-form';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { fieldMessages } from '@/lib/client/field-messages';
import { useApiGet, useApiWrite } from '@/lib/client/query';
import { submitForm, useSchemaForm } from '@/lib/client/schema-form';
import { useCountries } from '@/lib/client/use-countries';
import { readIdr, readWhole } from '@/lib/format/idr-input';
import { idr } from '@/lib/format/money';
import { formatPhone } from '@/lib/format/phone';
import { orderCreate } from '@/lib/schemas/marine/orders';
import { orderNumber } from './format';
import { EMPTY_LINE, type LineValues, lineAmount, OrderLines, useLineItems } from './order-lines';
import type { ShopConfig } from './shop';

interface OrderValues {
  customer_id: string;
  lines: LineValues[];
  shipping_address: string;
  shipping_city: string;
  shipping_cost: string;
  notes: string;
}

const CUSTOMERS = '/api/user/find';

export function NewOrderDialog({
  shop,
  open,
  onClose,
  onCreated,
}: {
  shop: ShopConfig;
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  return open ? <NewOrderForm shop={shop} onClose={onClose} onCreated={onCreated} /> : null;
}

function NewOrderForm({ shop, onClose, onCreated }: { shop: ShopConfig; onClose: () => void; onCreated: (id: number) => void }) {
  const { toast } = useToast();
  const form = useSchemaForm<OrderValues, typeof orderCreate>(orderCreate, {
    defaultValues: { customer_id: '', lines: [{ ...EMPTY_LINE }], shipping_address: '', shipping_city: '', shipping_cost: '', notes: '' },
    toBody: (v) => ({
      customer_id: v.customer_id ? Number(v.customer_id) : undefined,
      source: 'phone',
      lines: v.lines.map((l) => ({ item_id: l.item_id ? Number(l.item_id) : undefined, quantity: readWhole(l.quantity) })),
      shipping_address: v.shipping_address.trim() || null,
      shipping_city: v.shipping_city.trim() || null,
      shipping_cost: readIdr(v.shipping_cost) ?? 0,
      notes: v.notes.trim() || null,
    }),
    shouldFocusError: false,
  });
  const customers = useApiGet(CUSTOMERS, { params: { query: { role: 'customer', limit: 10000, sort: 'name' } } });
  const countries = useCountries();
  const newCustomerForm = useMemo(() => customerForm(countries), [countries]);
  const [newCustomer, setNewCustomer] = useState<FormTarget | null>(null);
  const take = useApiWrite('post', shop.orders.create, { invalidates: shop.orders.reload });

  const [customerId, lines, shippingCost] = useWatch({ control: form.control, name: ['customer_id', 'lines', 'shipping_cost'] });
  const byProduct = useLineItems(shop, lines);
  const customer = customers.data?.data.find((c) => String(c.id) === customerId);
  const amounts = lines.map((l) => lineAmount(l, byProduct));
  const subtotal = amounts.reduce<number>((s, a) => s + (a ?? 0), 0);
  const shipping = readIdr(shippingCost);
  const shippingOk = shipping === undefined || Number.isFinite(shipping);
  const messages = fieldMessages(form.formState.errors);
  const options = (customers.data?.data ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${formatPhone(c.phone)}${c.city ? ` · ${c.city}` : ''}`,
  }));

  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="New phone order"
      submitLabel="Take the order"
      maxWidth={980}
      onSubmit={async () => {
        let id = 0;
        const ok = await submitForm(form, async (body) => {
          id = (await take.mutateAsync({ body })).id;
        });
        if (ok) {
          toast(`Order ${orderNumber(id)} taken, unpaid`, { type: 'success' });
          onCreated(id);
        }
        return ok;
      }}
    >
      <div className="grid grid-cols-[1fr_auto] items-start gap-2">
        <Field label="Customer" htmlFor="order-customer" required error={messages.customer_id}>
          <Controller
            control={form.control}
            name="customer_id"
            render={({ field }) => (
              <Combobox
                ref={field.ref}
                id="order-customer"
                value={field.value || undefined}
                onValueChange={field.onChange}
                options={options}
                invalid={!!messages.customer_id}
                placeholder={customers.isLoading ? 'Loading customers…' : 'Type a name, phone or city'}
                emptyText="No customer matches: create one"
              />
            )}
          />
        </Field>
        <Button type="button" variant="secondary" className="mt-6" onClick={() => setNewCustomer(formTarget(newCustomerForm))}>
          + New customer
        </Button>
      </div>
      {customer && (
        <p className="text-sm text-slate-600" data-testid="customer-address">
          Ships to {customer.address ?? 'no address on file'}
          {customer.city ? `, ${customer.city}` : ''} ({customer.country}) unless another address is given below.
        </p>
      )}
      <OrderLines shop={shop} form={form as never} byProduct={byProduct} />
      <div className="grid grid-cols-[2fr_1fr_1fr] gap-3">
        <Field label="Shipping address" htmlFor="order-address" error={messages.shipping_address} hint="Empty: the customer's address">
          <Textarea id="order-address" rows={2} placeholder={customer?.address ?? ''} {...form.register('shipping_address')} />
        </Field>
        <Field label="City" htmlFor="order-city" error={messages.shipping_city}>
          <Input id="order-city" placeholder={customer?.city ?? ''} {...form.register('shipping_city')} />
        </Field>
        <Field label="Shipping cost (IDR)" htmlFor="order-shipping-cost" error={messages.shipping_cost}>
          <Controller
            control={form.control}
            name="shipping_cost"
            render={({ field }) => (
              <MoneyInput
                id="order-shipping-cost"
                ref={field.ref}
                name={field.name}
                currency="IDR"
                placeholder="0"
                value={field.value}
                invalid={!!messages.shipping_cost}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              />
            )}
          />
        </Field>
      </div>
      <Field label="Notes" htmlFor="order-notes" error={messages.notes}>
        <Textarea id="order-notes" rows={2} placeholder="What the customer asked for on the phone" {...form.register('notes')} />
      </Field>
      <dl className="ml-auto grid w-80 grid-cols-2 gap-x-4 gap-y-1 text-sm" aria-label="Totals at today's prices">
        <dt className="text-slate-600">Subtotal</dt>
        <dd className="text-right tabular-nums" data-testid="new-order-subtotal">
          {idr(subtotal)}
        </dd>
        <dt className="text-slate-600">Shipping</dt>
        <dd className="text-right tabular-nums">{shippingOk ? idr(shipping ?? 0) : '–'}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="new-order-total">
          {shippingOk ? idr(subtotal + (shipping ?? 0)) : '–'}
        </dd>
      </dl>
      <SpecFormDialog
        form={newCustomerForm}
        endpoint="/api/user"
        invalidates={[CUSTOMERS]}
        target={newCustomer}
        onClose={() => setNewCustomer(null)}
        onSaved={(saved) => form.setValue('customer_id', String(saved.id), { shouldValidate: form.formState.isSubmitted })}
      />
    </FormDialog>
  );
}
