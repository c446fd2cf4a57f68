// Demo purchase requests (demo data only), one in each state of the workflow, written through the same
// services as the API so that their totals, schedules and history are what the API would produce.
// Idempotent: a request is created only when no request of that company exists.
import type { Role } from '@/lib/access/roles';
import type { CurrentUser } from '@/server/auth/user';
import type { Db } from '@/server/db';
import { decide } from '@/server/resources/purchase/approval';
import { recordPayment } from '@/server/resources/purchase/payments';
import { archivePurchase, createPurchase } from '@/server/resources/purchase/requests';

type Stage = 'pic' | 'finance' | 'payment' | 'partly' | 'complete' | 'rejected' | 'archived';

const DEMO: { company: string; stage: Stage; currency: 'IDR' | 'USD'; recurring?: number }[] = [
  { company: 'PT Demo Avtur Nusantara', stage: 'pic', currency: 'IDR' },
  { company: 'PT Demo Suku Cadang Pesawat', stage: 'finance', currency: 'IDR', recurring: 3 },
  { company: 'Demo Avionics Pte Ltd', stage: 'payment', currency: 'USD' },
  { company: 'PT Demo Ban Pesawat', stage: 'partly', currency: 'IDR', recurring: 2 },
  { company: 'Demo Aero Tools Inc', stage: 'complete', currency: 'USD' },
  { company: 'PT Demo Katering Bandara', stage: 'rejected', currency: 'IDR' },
  { company: 'PT Demo Seragam Awak', stage: 'archived', currency: 'IDR' },
];

async function actor(db: Db, role: Role): Promise<CurrentUser | null> {
  const u = await db.user.findUnique({ where: { email: `${role}@example.com` } });
  return u ? { id: u.id, name: u.name, email: u.email, role: u.role as Role, unit: u.unit as CurrentUser['unit'], tokenId: 0 } : null;
}

export async function seedPurchases(db: Db): Promise<number> {
  const [creator, lead, finance] = await Promise.all([actor(db, 'airline_occ'), actor(db, 'airline_base'), actor(db, 'airline_finance')]);
  if (!creator || !lead || !finance) return 0;
  let created = 0;
  for (const [i, demo] of DEMO.entries()) {
    if (await db.purchase.findFirst({ where: { company: demo.company }, select: { id: true } })) continue;
    await db.$transaction(async (tx) => {
      const usd = demo.currency === 'USD';
      const { id } = await createPurchase(tx, creator, {
        company: demo.company,
        company_phone: `0812000000${i}`,
        company_address: 'Jl. Bandara Sentani No. 1, Jayapura',
        lead_id: lead.id,
        currency: demo.currency,
        notes: 'Demo request',
        amount_additional: usd ? 25.5 : 150000,
        amount_additional_text: 'Shipping',
        amount_discount: usd ? 10 : 50000,
        amount_discount_text: 'Discount',
        payment_type: demo.recurring ? 1 : 0,
        payment_type_tenor: demo.recurring ?? 1,
        payment_due_date: demo.recurring ? '2027-01-15' : null,
        payment_due_date_single: demo.recurring ? null : '2027-01-15',
        payment_info: 'Bank Mandiri 123-00-0000000-0',
        attachments: [],
        items: usd
          ? [
              { name: 'Headset cable', amount: 19.99, quantity: 3 },
              { name: 'Torque wrench', amount: 249.5, quantity: 1 },
            ]
          : [
              { name: 'Main wheel tyre', amount: 4750000, quantity: 2 },
              { name: 'Inner tube', amount: 1250000.5, quantity: 2 },
            ],
      });
      if (demo.stage === 'pic') return;
      if (demo.stage === 'archived') {
        await archivePurchase(tx, creator, id);
        return;
      }
      if (demo.stage === 'rejected') {
        await decide(tx, lead, id, 'reject', { comment: 'Not this quarter', version: 1 });
        return;
      }
      await decide(tx, lead, id, 'approve', { comment: 'Needed for the next check', version: 1 });
      if (demo.stage === 'finance') return;
      await decide(tx, finance, id, 'approve', { comment: null, version: 2 });
      if (demo.stage === 'payment') return;
      const payments = await tx.purchasePayment.findMany({ where: { purchase_id: id }, orderBy: { seq: 'asc' } });
      const toPay = demo.stage === 'partly' ? payments.slice(0, 1) : payments;
      for (const [n, pay] of toPay.entries()) {
        await recordPayment(tx, finance, pay.id, id, {
          paid_at: `2026-11-0${n + 1}T03:00:00Z`,
          paid_amount: Number(pay.amount.toFixed(2)),
          reference: `DEMO-TRX-${id}-${pay.seq}`,
        });
      }
    });
    created++;
  }
  return created;
}
