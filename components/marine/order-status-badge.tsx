import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { OrderStatus } from '@/lib/rules/order-status';
import { STATUS_LABELS } from './format';

const TONES: Record<OrderStatus, BadgeTone> = { 0: 'gray', 1: 'amber', 2: 'blue', 3: 'blue', 4: 'blue', 5: 'blue', 6: 'green', 99: 'red' };

/** A shop order's status (spec 4) as a coloured badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={TONES[status]} data-testid="order-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}
