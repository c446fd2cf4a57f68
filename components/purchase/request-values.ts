// The new-request form's values (what its inputs hold, named as the API's fields so that the API's field
// messages land on them) and the POST /api/purchase body made from them.

import { amount, typed, whole } from '@/lib/format/typed-input';
import { blankItem, type ItemsValues, itemsBody } from './items-editor';
import type { Currency } from './types';

export interface RequestValues extends ItemsValues {
  company: string;
  company_phone: string;
  company_address: string;
  lead_id: string;
  currency: Currency;
  notes: string;
  amount_additional: string;
  amount_additional_text: string;
  amount_discount: string;
  amount_discount_text: string;
  payment_type: '0' | '1';
  payment_type_tenor: string;
  payment_due_date: string;
  payment_due_date_single: string;
  payment_info: string;
}

export const requestDefaults = (): RequestValues => ({
  company: '',
  company_phone: '',
  company_address: '',
  lead_id: '',
  currency: 'IDR',
  notes: '',
  amount_additional: '',
  amount_additional_text: '',
  amount_discount: '',
  amount_discount_text: '',
  payment_type: '0',
  payment_type_tenor: '2',
  payment_due_date: '',
  payment_due_date_single: '',
  payment_info: '',
  items: [blankItem()],
});

/** The API's body: a single payment has one instalment and its own due date, a recurring one its first. */
export function requestBody(v: RequestValues, attachments: string[]) {
  const recurring = v.payment_type === '1';
  return {
    company: v.company.trim(),
    company_phone: typed(v.company_phone),
    company_address: typed(v.company_address),
    lead_id: v.lead_id ? Number(v.lead_id) : undefined,
    currency: v.currency,
    notes: typed(v.notes),
    amount_additional: amount(v.amount_additional),
    amount_additional_text: typed(v.amount_additional_text),
    amount_discount: amount(v.amount_discount),
    amount_discount_text: typed(v.amount_discount_text),
    payment_type: Number(v.payment_type),
    payment_type_tenor: recurring ? whole(v.payment_type_tenor) : 1,
    payment_due_date: recurring ? typed(v.payment_due_date) : undefined,
    payment_due_date_single: recurring ? undefined : typed(v.payment_due_date_single),
    payment_info: typed(v.payment_info),
    attachments,
    items: itemsBody(v.items),
  };
}
