// Staff accounts as pickers and filters list them, by name: the inventory's holders (active accounts) and
// the activity log's people (all, since a deactivated account's changes stay on record).
import type { Client } from '@/server/crud/model';

export function staffOptions(client: Client, { activeOnly }: { activeOnly: boolean }) {
  return client.user.findMany({
    where: activeOnly ? { active: true } : {},
    select: { id: true, name: true, role: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}
