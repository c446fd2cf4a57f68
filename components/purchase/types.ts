// The purchase API's answers as the screens read them (docs/purchase-contract.md): field names are the API's.

export type Currency = 'IDR' | 'USD';

/** A row of GET /api/purchase. */
export interface PurchaseRow {
  id: number;
  company: string;
  created_at: string;
  user_id: number;
  user_name: string | null;
  lead_id: number;
  lead_name: string | null;
  approver_id: number | null;
  approver_name: string | null;
  status_request: number;
  status: number;
  status_paid: number;
  status_text: string;
  currency: Currency;
  total: number;
  items_amount?: number;
  payment_type?: number;
}

export interface PurchaseItem {
  id: number;
  purchase_id: number;
  name: string;
  amount: number;
  quantity: number;
}

export interface PurchasePayment {
  id: number;
  purchase_id: number;
  seq: number;
  due_date: string | null;
  amount: number;
  paid_at: string | null;
  paid_amount: number | null;
  reference: string | null;
  notes: string | null;
}

export interface PurchaseHistory {
  id: number;
  purchase_id: number;
  user_id: number | null;
  user_name: string | null;
  action: string;
  from_status: number | null;
  to_status: number | null;
  comment: string | null;
  created_at: string;
}

/** GET /api/purchase/{id}. */
export interface PurchaseDetail extends PurchaseRow {
  company_phone: string | null;
  company_address: string | null;
  items_amount: number;
  amount_additional: number;
  amount_additional_text: string | null;
  amount_discount: number;
  amount_discount_text: string | null;
  notes: string | null;
  payment_type: number;
  payment_type_tenor: number;
  payment_due_date: string | null;
  payment_due_date_single: string | null;
  payment_info: string | null;
  attachments: string[] | null;
  updated_at: string;
  version: number;
  paid: number;
  outstanding: number;
  items: PurchaseItem[];
  payments: PurchasePayment[];
  history: PurchaseHistory[];
  can: { edit: boolean; approve: boolean; reject: boolean; pay: boolean; regenerate: boolean };
}

/** A row of GET /api/user/managements (the PIC picker). */
export interface Management {
  id: number;
  name: string;
  email: string;
  role: string;
  unit: string | null;
}

export const PURCHASE_ENDPOINT = '/api/purchase';
