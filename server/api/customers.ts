// Customers (issue 12) and the country reference (spec 3). Customer paths are the spec's users paths:
// GET /api/user/find?role=customer, POST /api/user, GET and PUT /api/user/{id} (customers only).

import { idAnswer, listOf } from '@/lib/schemas/answers';
import { countryCodeParams, countryQuery, countryRow } from '@/lib/schemas/country';
import { customerCreate, customerDetail, customerUpdate } from '@/lib/schemas/customer';
import { idParams } from '@/lib/schemas/list';
import { orderQuery, orderRow } from '@/lib/schemas/marine/orders';
import { crud } from '@/server/crud/resource';
import { endpoint } from '@/server/http/route';
import { countryFlag, getCountry, listCountries } from '@/server/resources/countries';
import { customers, getCustomer } from '@/server/resources/customers/customers';
import { listCustomerOrders } from '@/server/resources/customers/orders';

const TAG = 'Customers';
const service = crud(customers);

export const customerFind = endpoint(
  {
    method: 'GET',
    path: '/api/user/find',
    tag: TAG,
    summary:
      'Customers (role=customer is required): q searches name, email and phone (the phone also as normalised, so 0812 finds 62812...); paged; each row has country_name, calling_code and _count.orders',
    auth: 'customer',
    query: customers.query,
    response: listOf(customers.row),
  },
  ({ db, query, user }) => service.list(db, query, user),
);

export const customerCreateRoute = endpoint(
  {
    method: 'POST',
    path: '/api/user',
    tag: TAG,
    summary:
      'Create a customer (never a staff account): name, email, phone (normalised to a leading 62), address, city, country (alpha-2 of GET /api/country, default ID). Answers 201 { id }; an email already used is 409',
    auth: 'customer',
    body: customerCreate,
    status: 201,
    errors: [409],
    response: idAnswer,
  },
  ({ db, body, user }) => service.create(db, body, user),
);

export const customerItem = {
  GET: endpoint(
    {
      method: 'GET',
      path: '/api/user/{id}',
      tag: TAG,
      summary:
        'A customer with their latest 100 orders of the shops the caller serves ({ id, unit, status, status_text, total, created_at }); a staff user id answers 404 (staff accounts are under /api/user/admin)',
      auth: 'customer',
      params: idParams,
      errors: [404],
      response: customerDetail,
    },
    ({ db, params, user }) => getCustomer(db, params.id, user),
  ),
  PUT: endpoint(
    {
      method: 'PUT',
      path: '/api/user/{id}',
      tag: TAG,
      summary: 'Update a customer (any of the create fields; phone normalised); a staff user id answers 404. Answers { id }',
      auth: 'customer',
      params: idParams,
      body: customerUpdate,
      errors: [404, 409],
      response: idAnswer,
    },
    ({ db, params, body, user }) => service.update(db, params.id, body, user),
  ),
};

export const customerOrders = endpoint(
  {
    method: 'GET',
    path: '/api/user/{id}/orders',
    tag: TAG,
    summary:
      "A customer's orders of the shops the caller serves (a shop's staff their shop's; the Customer screen, root and admin every shop's), newest first, paged; a staff user id answers 404",
    auth: 'customer',
    params: idParams,
    query: orderQuery,
    errors: [404],
    response: listOf(orderRow),
  },
  async ({ db, params, query, user }) => {
    await service.get(db, params.id, user);
    return listCustomerOrders(db, params.id, query, user);
  },
);

export const countryList = endpoint(
  {
    method: 'GET',
    path: '/api/country',
    tag: 'Reference',
    summary:
      "Countries (spec 3's country record, from the world-countries dataset), by name; q matches the name, an alpha code or a calling code. population, gini, timezones and regionalBlocs are not in the dataset (null or empty)",
    auth: 'session',
    query: countryQuery,
    response: listOf(countryRow),
  },
  ({ query }) => listCountries(query.q),
);

export const countryGet = endpoint(
  {
    method: 'GET',
    path: '/api/country/{code}',
    tag: 'Reference',
    summary: 'A country by its alpha-2 or alpha-3 code (any case)',
    auth: 'session',
    params: countryCodeParams,
    errors: [404],
    response: countryRow,
  },
  ({ params }) => getCountry(params.code),
);

export const countryFlagGet = endpoint(
  {
    method: 'GET',
    path: '/api/country/{code}/flag',
    tag: 'Reference',
    summary: "A country's flag (SVG)",
    auth: 'session',
    params: countryCodeParams,
    errors: [404],
    produces: 'image/svg+xml',
  },
  ({ params }) => countryFlag(params.code),
);
