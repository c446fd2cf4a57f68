'use client';
// One of the manifest's two tables (Passengers, Cargo): reference, name or contents, weights, status
// (error rows marked, inactive ones struck through), Edit and Delete.
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { TableHead } from '@/components/ui/table-head';
import { type ManifestType, manifestName, manifestReference, manifestStatusName } from '@/lib/rules/manifest';
import type { ManifestRow, ManifestScheduleHeader } from '@/lib/schemas/flight/manifest';

function StatusBadge({ status }: { status: number }) {
  const name = manifestStatusName(status);
  if (name === 'active') return null;
  return name === 'error' ? <Badge tone="red">Error</Badge> : <Badge tone="gray">Inactive</Badge>;
}

export function EntryTable({
  title,
  kind,
  rows,
  schedule,
  editingId,
  onEdit,
  onDelete,
}: {
  title: string;
  kind: ManifestType;
  rows: ManifestRow[];
  schedule: ManifestScheduleHeader;
  editingId: number | null;
  onEdit: (row: ManifestRow) => void;
  onDelete: (row: ManifestRow) => void;
}) {
  const passenger = kind === 'passenger';
  return (
    <section aria-label={title}>
      <h3 className="mb-1.5 flex items-baseline gap-2 text-sm font-semibold text-slate-900">
        {title}
        <span className="text-xs font-normal text-slate-500">{rows.length}</span>
      </h3>
      <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-sm">
          <TableHead
            cell="px-2 py-1.5 font-medium"
            heads={['Ref', passenger ? 'Name' : 'Notes', '>Weight kg', '>Bags', '>Bag kg', passenger && 'Notes']}
            className="sticky top-0 bg-slate-100 text-xs text-slate-600"
          >
            <th className="px-2 py-1.5">
              <span className="sr-only">Actions</span>
            </th>
          </TableHead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={passenger ? 7 : 6} className="px-2 py-3 text-center text-xs text-slate-500">
                  {passenger ? 'No passengers yet' : 'No cargo yet'}
                </td>
              </tr>
            )}
            {rows.map((r) => {
              const status = manifestStatusName(r.status);
              return (
                <tr
                  key={r.id}
                  data-status={status}
                  className={cn(
                    'border-t border-slate-100',
                    status === 'error' && 'bg-red-50 text-red-900 shadow-[inset_3px_0_0] shadow-red-500',
                    status === 'inactive' && 'text-slate-500',
                    editingId === r.id && 'bg-brand-50',
                  )}
                >
                  <td className="px-2 py-1.5 font-mono text-xs whitespace-nowrap">
                    {manifestReference(schedule.id, r.id, schedule.flight_date)}
                  </td>
                  <td className="px-2 py-1.5">
                    <span className={cn(status === 'inactive' && 'line-through')}>{passenger ? manifestName(r) : r.description}</span>{' '}
                    <StatusBadge status={r.status} />
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.weight}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.bag}</td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{r.bag_weight}</td>
                  {passenger && (
                    <td className="max-w-40 truncate px-2 py-1.5 text-xs" title={r.description ?? undefined}>
                      {r.description}
                    </td>
                  )}
                  <td className="px-2 py-1 text-right whitespace-nowrap">
                    {(
                      [
                        ['Edit', onEdit, undefined],
                        ['Delete', onDelete, 'text-red-700 hover:bg-red-50'],
                      ] as const
                    ).map(([action, run, className]) => (
                      <Button
                        key={action}
                        size="sm"
                        variant="ghost"
                        className={className}
                        onClick={() => run(r)}
                        aria-label={`${action} ${passenger ? manifestName(r) : r.description}`}
                      >
                        {action}
                      </Button>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
