import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<string, BadgeTone> = {
  'APPROVAL PIC': 'amber',
  'APPROVAL FINANCE': 'amber',
  'WAITING PAYMENT': 'blue',
  'PARTIALLY PAID': 'blue',
  PAID: 'green',
  COMPLETE: 'green',
  REJECTED: 'red',
  ARCHIVE: 'gray',
};

/** The request's status text (the API's status_text, spec 4) as a coloured badge. */
export function PurchaseStatusBadge({ text }: { text: string }) {
  return (
    <Badge tone={TONES[text] ?? 'gray'} data-testid="purchase-status">
      {text}
    </Badge>
  );
}

const ACTIONS: Record<string, string> = {
  created: 'Created',
  updated: 'Updated',
  approved_pic: 'Approved by PIC',
  rejected_pic: 'Rejected by PIC',
  approved_finance: 'Approved by finance',
  rejected_finance: 'Rejected by finance',
  payment: 'Payment recorded',
  regenerated: 'Schedule rebuilt',
  archived: 'Archived',
  comment: 'Comment',
};

export const historyActionLabel = (action: string) => ACTIONS[action] ?? action;

const ACTION_TONES: Record<string, BadgeTone> = {
  approved_pic: 'green',
  approved_finance: 'green',
  rejected_pic: 'red',
  rejected_finance: 'red',
  payment: 'blue',
  archived: 'gray',
};

export function HistoryActionBadge({ action }: { action: string }) {
  return <Badge tone={ACTION_TONES[action] ?? 'gray'}>{historyActionLabel(action)}</Badge>;
}
