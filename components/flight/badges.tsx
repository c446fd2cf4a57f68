import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { LimitLevel } from '@/lib/rules/part-limits';
import type { FleetStatus, HistoryEvent, PartStatus } from '@/lib/schemas/flight/rows';

const FLEET: Record<FleetStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  maintenance: { label: 'Maintenance', tone: 'amber' },
  grounded: { label: 'Grounded', tone: 'red' },
  retired: { label: 'Retired', tone: 'gray' },
};

export const FLEET_STATUS_LABEL = (s: FleetStatus) => FLEET[s]?.label ?? s;

export function FleetStatusBadge({ status }: { status: FleetStatus }) {
  const s = FLEET[status] ?? { label: status, tone: 'gray' };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

const PART: Record<PartStatus, { label: string; tone: BadgeTone }> = {
  installed: { label: 'Installed', tone: 'blue' },
  removed: { label: 'Removed', tone: 'gray' },
  unserviceable: { label: 'Unserviceable', tone: 'red' },
  scrapped: { label: 'Scrapped', tone: 'gray' },
};

export const PART_STATUS_LABEL = (s: PartStatus) => PART[s]?.label ?? s;

export function PartStatusBadge({ status }: { status: PartStatus }) {
  const s = PART[status] ?? { label: status, tone: 'gray' };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}

const LIMIT: Record<LimitLevel, { label: string; tone: BadgeTone } | null> = {
  none: null,
  ok: { label: 'Within limits', tone: 'green' },
  due: { label: 'Due soon', tone: 'amber' },
  over: { label: 'Limit reached', tone: 'red' },
};

export function LimitBadge({ level }: { level: LimitLevel }) {
  const s = LIMIT[level];
  return s ? <Badge tone={s.tone}>{s.label}</Badge> : <span className="text-slate-500">No limits</span>;
}

const EVENTS: Record<HistoryEvent, { label: string; tone: BadgeTone }> = {
  maintenance: { label: 'Maintenance', tone: 'blue' },
  inspection: { label: 'Inspection', tone: 'blue' },
  defect: { label: 'Defect', tone: 'red' },
  modification: { label: 'Modification', tone: 'gray' },
  base_change: { label: 'Base change', tone: 'gray' },
  status_change: { label: 'Status change', tone: 'amber' },
  incident: { label: 'Incident', tone: 'red' },
  other: { label: 'Other', tone: 'gray' },
};

export const HISTORY_EVENT_LABEL = (e: HistoryEvent) => EVENTS[e]?.label ?? e;

export function HistoryEventBadge({ event }: { event: HistoryEvent }) {
  const s = EVENTS[event] ?? { label: event, tone: 'gray' };
  return <Badge tone={s.tone}>{s.label}</Badge>;
}
