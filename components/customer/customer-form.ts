// The customer form (POST /api/user, PUT /api/user/{id}): the Customer screen's and the shops' New order
// dialog's (a customer calling for the first time), with the country picker of GET /api/country.
import type { ResourceFormSpec } from '@/components/crud/resource-spec';
import type { CountryRow } from '@/lib/schemas/country';
import type { CustomerRow } from '@/lib/schemas/customer';

type Country = Pick<CountryRow, 'name' | 'alpha2Code' | 'callingCodes'>;

export function customerForm(countries: readonly Country[]): ResourceFormSpec<CustomerRow> {
  return {
    fields: [
      { name: 'name', label: 'Name', required: true, placeholder: 'Budi Santoso' },
      { name: 'email', label: 'Email', input: 'email', nullable: true, placeholder: 'budi@example.co.id' },
      {
        name: 'phone',
        label: 'Phone',
        nullable: true,
        placeholder: '0812 3456 7890',
        hint: 'Any spelling (+62 812-…, 0812…, 812…): saved as 62812…',
      },
      {
        name: 'country',
        label: 'Country',
        kind: 'combobox',
        required: true,
        placeholder: 'Type a country',
        options: countries.map((c) => ({
          value: c.alpha2Code,
          label: `${c.name}${c.callingCodes[0] ? ` (+${c.callingCodes[0]})` : ''}`,
        })),
      },
      { name: 'address', label: 'Address', kind: 'textarea', nullable: true, span: 2 },
      { name: 'city', label: 'City', nullable: true, placeholder: 'Makassar' },
    ],
    schema: { import: () => import('@/lib/schemas/customer').then((m) => m.customerCreate) },
    idPrefix: 'customer',
    defaults: () => ({ country: 'ID' }),
    title: (v, id) => (id ? `Edit customer ${v.name}` : 'New customer'),
    toasts: { created: 'Customer created', updated: 'Customer updated' },
    history: 'customers',
  };
}
