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
import { api } from '@/lib/client/api';
import type { ListResult } from '@/lib/schemas/list';
import { dayTitle, isDay, localToday } from './dates';
import { baseLabel, fleetLabel, SCHEDULE_ENDPOINT, type ScheduleRefs, type ScheduleRow } from './types';

export function BulkDeleteDialog({
  open,
  onOpenChange,
  refs,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  refs: ScheduleRefs;
  onDeleted: () => void;
}) {
  const { toast } = useToast();
  const [day, setDay] = useState(localToday);
  const [base, setBase] = useState('');
  const [fleet, setFleet] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const baseRow = refs.bases.find((b) => String(b.id) === base);
  const fleetRow = refs.fleets.find((f) => String(f.id) === fleet);
  const scope = [baseRow && `base ${baseRow.short_name}`, fleetRow && `aircraft ${fleetRow.registration}`].filter(Boolean).join(', ');

  async function find() {
    if (!isDay(day)) {
      setError('Please input the day');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const q = new URLSearchParams({ date: day, limit: '1' });
      if (base) q.set('base', base);
      if (fleet) q.set('fleet', fleet);
      const r = await api<ListResult<ScheduleRow>>(`${SCHEDULE_ENDPOINT}?${q}`);
      if (r.total === 0) setError(`No flights on ${dayTitle(day)}${scope ? ` for ${scope}` : ''}.`);
      else setCount(r.total);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not count the flights');
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    try {
      const r = await api<{ affected: number }>('/api/flight/route-schedule-bulk-delete-date', {
        method: 'POST',
        json: { day, ...(base ? { base_id: Number(base) } : {}), ...(fleet ? { fleet_id: Number(fleet) } : {}) },
      });
      toast(`${r.affected} flight${r.affected === 1 ? '' : 's'} deleted`, { type: 'success' });
      onDeleted();
      onOpenChange(false);
    } catch (e) {
      const message = e instanceof Error ? e.message : 'Something went wrong';
      toast(`Nothing deleted. ${message}`, { type: 'error', timeout: 6000 });
      setError(message);
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(o) => {
          if (o) {
            setCount(null);
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
              <Button variant="danger" loading={busy} onClick={() => void find()}>
                Delete flights…
              </Button>
            </>
          }
        >
          <div className="space-y-3">
            <Field label="Day" htmlFor="bulk-delete-day" required>
              <Input id="bulk-delete-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
            </Field>
            <Field label="Base" htmlFor="bulk-delete-base" hint="Optional">
              <Combobox
                id="bulk-delete-base"
                value={base}
                placeholder="All bases"
                onValueChange={setBase}
                options={[{ value: '', label: 'All bases' }, ...refs.bases.map((b) => ({ value: String(b.id), label: baseLabel(b) }))]}
              />
            </Field>
            <Field label="Aircraft" htmlFor="bulk-delete-fleet" hint="Optional">
              <Combobox
                id="bulk-delete-fleet"
                value={fleet}
                placeholder="All aircraft"
                onValueChange={setFleet}
                options={[{ value: '', label: 'All aircraft' }, ...refs.fleets.map((f) => ({ value: String(f.id), label: fleetLabel(f) }))]}
              />
            </Field>
            {error && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={count !== null}
        onOpenChange={(o) => !o && setCount(null)}
        title={`Delete ${count} flight${count === 1 ? '' : 's'} on ${isDay(day) ? dayTitle(day) : day}${scope ? ` (${scope})` : ''} ?`}
        description="Their manifests go with them. Flights with logbook entries or AFL pages cannot be deleted; then nothing is deleted."
        confirmLabel={count === 1 ? 'Delete 1 flight' : `Delete ${count ?? ''} flights`}
        destructive
        onConfirm={remove}
      />
    </>
  );
}
