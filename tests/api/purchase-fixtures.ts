// Shared helpers of the purchase API tests: demo users by role, a valid request body, a request created
// through the API and moved along the workflow.
import { purchaseApprove, purchaseCollection, purchaseItem } from '@/server/api/purchase';
import { db } from '@/server/db';
import { call, tokenFor } from '../support/api-client';

export const ROLES = [
  'airline_occ',
  'airline_base',
  'manager',
  'airline_finance',
  'admin',
  'root',
  'airline_training',
  'airline_pilot',
  'marine_cs',
] as const;
export type Who = (typeof ROLES)[number];

export interface People {
  token: Record<Who, string>;
  id: Record<Who, number>;
}

export async function people(): Promise<People> {
  const token = {} as Record<Who, string>;
  const id = {} as Record<Who, number>;
  for (const role of ROLES) {
    token[role] = await tokenFor(role);
    id[role] = (await db.user.findUniqueOrThrow({ where: { email: `${role}@example.com` }, select: { id: true } })).id;
  }
  return { token, id };
}

export const idp = (n: number) => ({ id: String(n) });

export function requestBody(leadId: number, extra: Record<string, unknown> = {}) {
  return {
    company: 'PT Zqpurchase Supplies',
    company_phone: '0812 3456 7890',
    company_address: 'Jl. Bandara 1, Sentani',
    lead_id: leadId,
    payment_type: 0,
    payment_due_date_single: '2026-12-15',
    items: [
      { name: 'Tyre 6.00-6', amount: 1250000.5, quantity: 2 },
      { name: 'Valve cap', amount: 99.99, quantity: 1 },
    ],
    amount_additional: 10000,
    amount_additional_text: 'Shipping',
    amount_discount: 2500.25,
    amount_discount_text: 'Loyalty',
    ...extra,
  };
}

/** Creates a request as `creator` (lead: airline_base unless given) and answers its id. */
export async function createRequest(p: People, extra: Record<string, unknown> = {}, creator: Who = 'airline_occ') {
  const res = await call(purchaseCollection.POST, { token: p.token[creator], body: requestBody(p.id.airline_base, extra) });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.json.id as number;
}

export async function detail(p: People, id: number, who: Who = 'admin') {
  return (await call(purchaseItem.GET, { token: p.token[who], params: idp(id) })).json;
}

/** Moves a request through the PIC (airline_base) and, when asked, finance. */
export async function approveTo(p: People, id: number, status: 1 | 2) {
  let d = await detail(p, id);
  let res = await call(purchaseApprove.POST, { token: p.token.airline_base, params: idp(id), body: { version: d.version } });
  if (res.status !== 200) throw new Error(`PIC approve failed: ${res.status} ${res.text}`);
  if (status === 1) return;
  d = await detail(p, id);
  res = await call(purchaseApprove.POST, { token: p.token.airline_finance, params: idp(id), body: { version: d.version } });
  if (res.status !== 200) throw new Error(`finance approve failed: ${res.status} ${res.text}`);
}
