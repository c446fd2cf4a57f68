// IT inventory (issue 15, Snipe-IT's model): categories, statuses, check-in conditions and the history's
// events, with the labels the screen shows. Client-safe.

export const ASSET_CATEGORIES = ['laptop', 'phone', 'tablet', 'radio', 'printer', 'other'] as const;
export type AssetCategory = (typeof ASSET_CATEGORIES)[number];
export const CATEGORY_LABEL: Record<AssetCategory, string> = {
  laptop: 'Laptop',
  phone: 'Phone',
  tablet: 'Tablet / EFB',
  radio: 'Radio',
  printer: 'Printer',
  other: 'Other',
};

/** deployed exactly while the asset has a holder: only a check-out sets it and only a check-in ends it. */
export const ASSET_STATUSES = ['deployable', 'deployed', 'in_repair', 'retired'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export const STATUS_LABEL: Record<AssetStatus, string> = {
  deployable: 'Deployable',
  deployed: 'Deployed',
  in_repair: 'In repair',
  retired: 'Retired',
};

/** The statuses a new asset or a status change may set (deployed comes with a check-out). */
export const SETTABLE_STATUSES = ['deployable', 'in_repair', 'retired'] as const;
/** Where a checked-in asset goes. */
export const CHECKIN_STATUSES = ['deployable', 'in_repair'] as const;

export const CONDITIONS = ['good', 'fair', 'damaged'] as const;
export type AssetCondition = (typeof CONDITIONS)[number];
export const CONDITION_LABEL: Record<AssetCondition, string> = { good: 'Good', fair: 'Fair (worn)', damaged: 'Damaged' };

export const HISTORY_EVENTS = ['created', 'edited', 'checkout', 'checkin', 'status'] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];
export const EVENT_LABEL: Record<HistoryEvent, string> = {
  created: 'Created',
  edited: 'Edited',
  checkout: 'Checked out',
  checkin: 'Checked in',
  status: 'Status changed',
};

/** A deployed asset past its expected return (both YYYY-MM-DD; today on the office clock). */
export const isOverdue = (a: { status: string; expected_return: string | null }, today: string) =>
  a.status === 'deployed' && a.expected_return !== null && a.expected_return < today;
