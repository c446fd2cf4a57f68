// Small pieces of the IT inventory screen: the status badge (with 'Overdue' past the expected return),
// the holder cell, and the picker options of staff, bases and the rules' lists.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { SelectOption } from '@/components/ui/select';
import { roleLabel } from '@/lib/access/roles';
import { fmtDay, today } from '@/lib/format/dates';
import {
  ASSET_CATEGORIES,
  ASSET_STATUSES,
  type AssetStatus,
  CATEGORY_LABEL,
  CONDITION_LABEL,
  CONDITIONS,
  isOverdue,
  STATUS_LABEL,
} from '@/lib/rules/inventory';
import type { AssetRow } from '@/lib/schemas/inventory';

/** A staff member as the pickers show them. */
export interface StaffOption {
  id: number;
  name: string;
  role: string;
}
export interface BaseOption {
  id: number;
  short_name: string;
  name: string;
}

export const INVENTORY_PATH = '/api/user/inventory';

const TONE: Record<AssetStatus, BadgeTone> = { deployable: 'green', deployed: 'blue', in_repair: 'amber', retired: 'gray' };

export function StatusBadge({ asset }: { asset: Pick<AssetRow, 'status' | 'expected_return'> }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={TONE[asset.status]}>{STATUS_LABEL[asset.status]}</Badge>
      {isOverdue(asset, today()) && <Badge tone="red">Overdue</Badge>}
    </span>
  );
}

export function HolderCell({ asset }: { asset: Pick<AssetRow, 'holder' | 'expected_return'> }) {
  if (!asset.holder) return <span className="text-slate-400">–</span>;
  return (
    <span className="block min-w-28 leading-tight">
      <span className="font-medium text-slate-900">{asset.holder.name}</span>
      <span className="block text-xs text-slate-600">
        {asset.expected_return ? `back ${fmtDay(asset.expected_return)}` : 'no return date'}
      </span>
    </span>
  );
}

export const categoryOptions: SelectOption[] = ASSET_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABEL[c] }));
export const statusOptions = (only: readonly AssetStatus[] = ASSET_STATUSES): SelectOption[] =>
  only.map((s) => ({ value: s, label: STATUS_LABEL[s] }));
export const conditionOptions: SelectOption[] = CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABEL[c] }));
export const staffOptions = (staff: readonly StaffOption[]): SelectOption[] =>
  staff.map((u) => ({ value: String(u.id), label: `${u.name} (${roleLabel(u.role)})` }));
export const baseOptions = (bases: readonly BaseOption[]): SelectOption[] =>
  bases.map((b) => ({ value: String(b.id), label: `${b.short_name} ${b.name}` }));
