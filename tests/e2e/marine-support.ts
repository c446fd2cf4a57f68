// Helpers of the marine and customer screens' e2e tests: the REST API as a demo user, and the data a test
// needs made through it (a catalogue with stock, customers, orders), so the tests pass with or without the
// seeded marine demo data.
import sharp from 'sharp';
import { baseURL, DEMO_PASSWORD } from '../support/browser';
import { randomDigits, randomLetters } from './flight-support';

export interface ShopApi {
  get<T = unknown>(path: string): Promise<T>;
  post<T = { id: number }>(path: string, body: unknown): Promise<T>;
  put<T = unknown>(path: string, body: unknown): Promise<T>;
  /** POST /api/upload of a file as this user. */
  upload(name: string, bytes: Buffer, type: string): Promise<{ id: string }>;
}

/** The API with a bearer token of a demo user (a role name or a full email). */
export async function shopApi(who: string): Promise<ShopApi> {
  const email = who.includes('@') ? who : `${who}@example.com`;
  const login = await fetch(`${baseURL()}/api/login-admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login as ${email} failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL()}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  async function upload(name: string, bytes: Buffer, type: string) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], name, { type }));
    form.append('source', 'payment-proof');
    const res = await fetch(`${baseURL()}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!res.ok) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    upload,
  };
}

export const MARINE_MANAGER = 'manager.marine@example.com';
export const tag = () => `${randomLetters(2)}${randomDigits(5)}`;

export interface Item {
  id: number;
  sku: string;
}

/** A category, two sizes and a product with an item in each, and `stock` of each received. */
export async function catalogueWithStock(api: ShopApi, stock: number) {
  const t = tag();
  const category = await api.post('/api/marine/category', { name: `E2E Ropes ${t}` });
  const sizes = [
    await api.post('/api/marine/product-size', { name: `10 m ${t}` }),
    await api.post('/api/marine/product-size', { name: `20 m ${t}` }),
  ];
  const product = await api.post('/api/marine/product/all', {
    category_id: category.id,
    name: `E2E Mooring rope ${t}`,
    items: sizes.map((s, n) => ({ size_id: s.id, sku: `E2E-${t}-${n}`, price: 175_000 * (n + 1), weight: 850 * (n + 1), low_stock: 5 })),
  });
  const items = (await api.get<{ data: Item[] }>(`/api/marine/product-items?pid=${product.id}&sort=sku`)).data;
  await api.post('/api/marine/master-mutation', {
    doc_type: 'receipt',
    reference: `E2E-GR-${t}`,
    lines: items.map((i) => ({ item_id: i.id, quantity: stock })),
  });
  return { tag: t, category, product, items };
}

/** A customer (Indonesian phone as typed: the API normalises it). */
export function newCustomer(api: ShopApi, name: string) {
  return api.post('/api/user', { name, phone: `0812 ${randomDigits(4)} ${randomDigits(4)}`, address: 'Jl. Pelabuhan 7', city: 'Makassar' });
}

/** Where each shop takes an order and moves it. */
export const ORDER_PATHS = {
  marine: { create: '/api/marine/marine-trx', update: (id: number) => `/api/marine/marine-trx/${id}` },
  watersports: { create: '/api/sws/trx', update: (id: number) => `/api/sws/trx-detail/${id}` },
} as const;

/** A photo of a bank transfer receipt: a small JPEG (the upload makes a thumbnail of it). */
export function transferReceipt(): Promise<Buffer> {
  const [width, height] = [120, 160];
  const raw = Buffer.alloc(width * height * 3, 0xf4);
  for (let y = 20; y < 140; y += 12) raw.fill(0x40, (y * width + 15) * 3, (y * width + 105) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * An order of `lines` in a shop (marine unless told), moved through the pipeline to `status` (0 unpaid .. 6);
 * the step to verifying attaches a transfer receipt uploaded by the same user, as the pipeline asks.
 */
export async function orderAt(
  api: ShopApi,
  customerId: number,
  lines: { item_id: number; quantity: number }[],
  status: number,
  shop: keyof typeof ORDER_PATHS = 'marine',
) {
  const paths = ORDER_PATHS[shop];
  const { id } = await api.post(paths.create, { customer_id: customerId, lines, shipping_cost: 25_000, source: 'phone' });
  let version = 1;
  for (let s = 1; s <= status; s++) {
    const extra =
      s === 1
        ? { payment_proof: (await api.upload('transfer.jpg', await transferReceipt(), 'image/jpeg')).id }
        : s === 5
          ? { courier: 'JNE', tracking_number: `JNE${randomDigits(10)}` }
          : {};
    version = (await api.put<{ version: number }>(paths.update(id), { version, status: s, ...extra })).version;
  }
  return { id, version };
}
