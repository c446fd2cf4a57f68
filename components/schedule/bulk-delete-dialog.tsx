'use client';
// Bulk delete by date: the day's flights (optionally of one base or one aircraft) are counted first, the
// confirmation names the count, then POST /api/flight/route-schedule-bulk-delete-date removes them all or
// none (a flight with logbook entries or AFL pages keeps the whole day).
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ASK_AGAIN, useApiGet, useApiWrite } from '@/lib/client/query';
import { FLIGHT_CHANGES } from '@/lib/realtime/changed-paths';
import { dayTitle, isDay, localToday } from './dates';
import type { ScheduleDialogProps } from './dialog-props';
import { baseLabel, fleetLabel, SCHEDULE_ENDPOINT } from './types';

/** An optional narrowing of the day's flights: a combobox whose first choice is 'All …'. */
function OptionalPick({
  id,
  label,
  all,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <Field label={label} htmlFor={id} hint="Optional">
      <Combobox id={id} value={value} placeholder={all} onValueChange={onChange} options={[{ value: '', label: all }, ...options]} />
    </Field>
  );
}

export function BulkDeleteDialog({ open, onOpenChange, refs }: ScheduleDialogProps) {
  const { toast } = useToast();
  const [day, setDay] = useState(localToday);
  const [base, setBase] = useState('');
  const [fleet, setFleet] = useState('');
  // The day and scope whose flights are counted before the confirmation.
  const [asked, setAsked] = useState<{ date: string; limit: 1; base?: number; fleet?: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counted = useApiGet(SCHEDULE_ENDPOINT, { params: asked && { query: asked }, ...ASK_AGAIN });
  const remove = useApiWrite('post', '/api/flight/route-schedule-bulk-delete-date', { invalidates: FLIGHT_CHANGES });

  const baseRow = refs.bases.find((b) => String(b.id) === base);
  const fleetRow = refs.fleets.find((f) => String(f.id) === fleet);
  const scope = [baseRow && `base ${baseRow.short_name}`, fleetRow && `aircraft ${fleetRow.registration}`].filter(Boolean).join(', ');
  const total = asked && !counted.isFetching ? counted.data?.total : undefined;
  const count = total ? total : null;
  const message =
    error ??
    (asked && counted.error ? counted.error.message : null) ??
    (total === 0 ? `No flights on ${dayTitle(asked?.date ?? day)}${scope ? ` for ${scope}` : ''}.` : null);

  const picks = [
    {
      id: 'bulk-delete-base',
      label: 'Base',
      all: 'All bases',
      value: base,
      onChange: setBase,
      options: refs.bases.map((b) => ({ value: String(b.id), label: baseLabel(b) })),
    },
    {
      id: 'bulk-delete-fleet',
      label: 'Aircraft',
      all: 'All aircraft',
      value: fleet,
      onChange: setFleet,
      options: refs.fleets.map((f) => ({ value: String(f.id), label: fleetLabel(f) })),
    },
  ];

  function find() {
    setError(null);
    if (!isDay(day)) {
      setAsked(null);
      setError('Please input the day');
      return;
    }
    const within = { base: base ? Number(base) : undefined, fleet: fleet ? Number(fleet) : undefined };
    setAsked({ date: day, limit: 1, ...within });
    if (asked?.date === day && asked.base === within.base && asked.fleet === within.fleet) void counted.refetch();
  }

  async function removeFlights() {
    try {
      const r = await remove.mutateAsync({
        body: { day, ...(base ? { base_id: Number(base) } : {}), ...(fleet ? { fleet_id: Number(fleet) } : {}) },
      });
      toast(`${r.affected} flight${r.affected === 1 ? '' : 's'} deleted`, { type: 'success' });
      onOpenChange(false);
    } catch (e) {
      const reason = e instanceof Error ? e.message : 'Something went wrong';
      toast(`Nothing deleted. ${reason}`, { type: 'error', timeout: 6000 });
      setError(reason);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (o) {
            setAsked(null);
            setError(null);
          }
          onOpenChange(o);
        }}
      >
        <DialogContent
          title="Delete flights by date"
          description="Every flight of the day, or only those of one base or one aircraft."
          maxWidth={480}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button variant="danger" loading={!!asked && counted.isFetching} onClick={find}>
                Delete flights…
              </Button>
            </>
          }
        >
          <div className="space-y-3">
            <Field label="Day" htmlFor="bulk-delete-day" required>
              <Input id="bulk-delete-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
            </Field>
            {picks.map((p) => (
              <OptionalPick key={p.id} {...p} />
            ))}
            {message && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {message}
              </p>
            )}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={count !== null && !error}
        onOpenChange={(o) => !o && setAsked(null)}
        title={`Delete ${count} flight${count === 1 ? '' : 's'} on ${isDay(day) ? dayTitle(day) : day}${scope ? ` (${scope})` : ''} ?`}
        description="Their manifests go with them. Flights with logbook entries or AFL pages cannot be deleted; then nothing is deleted."
        confirmLabel={count === 1 ? 'Delete 1 flight' : `Delete ${count ?? ''} flights`}
        destructive
        onConfirm={removeFlights}
      />
    </>
  );
}
