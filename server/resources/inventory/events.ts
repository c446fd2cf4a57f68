// POST /api/user/inventory/history/{id}: a check-out, a check-in or a status change of one asset. The
// asset's row is locked first, so that of two parallel check-outs the second sees the first's holder and
// is refused (409). Every event writes a history row naming who did it and who holds (or held) the asset.

import { dayDate } from '@/lib/rules/calendar-day';
import { type AssetStatus, STATUS_LABEL } from '@/lib/rules/inventory';
import type { AssetEvent } from '@/lib/schemas/inventory';
import type { CurrentUser } from '@/server/auth/user';
import type { Tx } from '@/server/db';
import { badRequest, conflict } from '@/server/http/errors';
import { lockAsset } from './assets';

type Asset = Awaited<ReturnType<typeof lockAsset>>;

/** 'LAP-0042 is deployed (held by Demo OCC)' / 'LAP-0042 is in repair'. */
function state(a: Asset): string {
  const label = STATUS_LABEL[a.status as AssetStatus]?.toLowerCase() ?? a.status;
  return `${a.asset_tag} is ${label}${a.holder ? ` (held by ${a.holder.name})` : ''}`;
}

async function staffMember(tx: Tx, id: number) {
  const user = await tx.user.findUnique({ where: { id }, select: { id: true, name: true, active: true } });
  if (!user) throw badRequest(`Unknown staff member ${id}`, { user_id: `Unknown staff member ${id}` });
  if (!user.active) throw badRequest(`${user.name} is inactive`, { user_id: `${user.name} is inactive: choose an active staff member` });
  return user;
}

export async function recordEvent(tx: Tx, id: number, body: AssetEvent, user: CurrentUser) {
  const asset = await lockAsset(tx, id);
  const from = asset.status as AssetStatus;
  const note = body.note ?? null;
  let data: { status: AssetStatus; holder_id: number | null; expected_return: Date | null };
  let history: { for_user_id: number | null; condition?: string; expected_return?: Date | null };

  switch (body.event) {
    case 'checkout': {
      if (from !== 'deployable') throw conflict(`${state(asset)}: only a deployable asset can be checked out`);
      const holder = await staffMember(tx, body.user_id);
      const expected = body.expected_return ? dayDate(body.expected_return) : null;
      data = { status: 'deployed', holder_id: holder.id, expected_return: expected };
      history = { for_user_id: holder.id, expected_return: expected };
      break;
    }
    case 'checkin':
      if (from !== 'deployed') throw conflict(`${state(asset)}: only a deployed asset can be checked in`);
      data = { status: body.status, holder_id: null, expected_return: null };
      history = { for_user_id: asset.holder_id, condition: body.condition };
      break;
    case 'status':
      if (from === 'deployed') throw conflict(`${state(asset)}: check it in before changing its status`);
      if (from === body.status) throw conflict(`${state(asset)} already`);
      data = { status: body.status, holder_id: null, expected_return: null };
      history = { for_user_id: null };
      break;
  }

  await tx.inventoryAsset.update({ where: { id }, data, select: { id: true } });
  const row = await tx.inventoryHistory.create({
    data: { asset_id: id, event: body.event, by_user_id: user.id, from_status: from, to_status: data.status, note, ...history },
    select: { id: true },
  });
  return { id, status: data.status, holder_id: data.holder_id, history_id: row.id };
}
