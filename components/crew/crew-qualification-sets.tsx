'use client';
// The crew dialog's two sets: type ratings (a checkbox per aircraft type) and airport qualifications
// (a combobox to add, a chip with × to remove). Each shows its message below it.
import { useState } from 'react';
import { typeLabel } from '@/components/flight/fleet-form';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Spinner } from '@/components/ui/spinner';
import type { FleetTypeRow } from '@/lib/schemas/flight/rows';

export interface AirportOption {
  id: number;
  iata: string | null;
  icao: string | null;
  name: string;
  city: string;
}

export const airportLabel = (a: Pick<AirportOption, 'iata' | 'icao' | 'name'>) =>
  `${[a.iata, a.icao].filter(Boolean).join(' / ')} · ${a.name}`;

/** The set with `id` added, or removed when it was in. */
export const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

function SetMessage({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="mt-2 text-xs text-red-600">
      {message}
    </p>
  ) : null;
}

interface SetProps {
  /** False while an existing crew member's sets load (a spinner unless `failed`). */
  loaded: boolean;
  failed: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

export function TypeRatingsField({ types, loaded, failed, value, onChange, error }: SetProps & { types: readonly FleetTypeRow[] }) {
  return (
    <fieldset className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-medium text-slate-700">Type ratings</legend>
      {!loaded ? (
        !failed && <Spinner className="size-4 text-brand-600" />
      ) : types.length === 0 ? (
        <p className="text-sm text-slate-500">No aircraft types yet.</p>
      ) : (
        <div className="grid grid-cols-3 gap-x-4 gap-y-1.5">
          {types.map((t) => (
            <label key={t.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-600"
                checked={value.includes(t.id)}
                onChange={() => onChange(toggled(value, t.id))}
              />
              <span className="truncate" title={typeLabel(t)}>
                <span className="font-mono font-semibold">{t.code}</span> <span className="text-slate-500">{t.name}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      <SetMessage message={error} />
    </fieldset>
  );
}

export function AirportQualificationsField({
  airports,
  loaded,
  failed,
  value,
  onChange,
  error,
}: SetProps & { airports: readonly AirportOption[] }) {
  const [adding, setAdding] = useState<string | undefined>(undefined);
  const airportById = new Map(airports.map((a) => [a.id, a]));
  return (
    <fieldset className="rounded-md border border-slate-200 px-3 pt-1 pb-3">
      <legend className="px-1 text-xs font-medium text-slate-700">Airport qualifications</legend>
      {!loaded ? (
        !failed && <Spinner className="size-4 text-brand-600" />
      ) : (
        <>
          <div className="flex items-center gap-2">
            <div className="flex-1">
              <Combobox
                id="crew-airport-add"
                aria-label="Add an airport qualification"
                placeholder="Type an airport code or name to add…"
                value={adding}
                options={airports.filter((a) => !value.includes(a.id)).map((a) => ({ value: String(a.id), label: airportLabel(a) }))}
                onValueChange={(v) => {
                  setAdding(undefined);
                  if (!value.includes(Number(v))) onChange([...value, Number(v)]);
                }}
              />
            </div>
          </div>
          {value.length === 0 ? (
            <p className="mt-2 text-xs text-slate-500">None: not qualified for any special airport.</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Qualified airports">
              {value.map((id) => {
                const a = airportById.get(id);
                const code = a ? (a.iata ?? a.icao) : `#${id}`;
                return (
                  <li
                    key={id}
                    className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2 text-xs text-brand-900 ring-1 ring-brand-600/20"
                  >
                    <span className="font-mono font-semibold" title={a?.name}>
                      {code}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="h-5 px-1 text-brand-800"
                      aria-label={`Remove airport ${code}`}
                      onClick={() => onChange(toggled(value, id))}
                    >
                      ×
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      <SetMessage message={error} />
    </fieldset>
  );
}
