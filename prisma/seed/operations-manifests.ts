// Bookings for the demo year's next flights: a few of the next three days' flights get passengers and cargo,
// within the aircraft's payload, so the manifest screens open on real entries.

import { addDays } from '@/lib/rules/calendar-day';
import { FLIGHT_STATUS } from '@/lib/rules/flight';
import type { ManifestValues } from '@/lib/rules/manifest';
import type { PlannedFlight } from './operations-plan';
import { random } from './random';

// --- Manifests ---------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Yosef',
  'Maria',
  'Elisa',
  'Nikolas',
  'Ruth',
  'Yunus',
  'Sarah',
  'Paulus',
  'Dina',
  'Aris',
  'Lina',
  'Obaja',
  'Sri',
  'Hana',
];
const LAST_NAMES = ['Wenda', 'Kogoya', 'Tabuni', 'Murib', 'Wonda', 'Tebay', 'Kayame', 'Rumaropen', 'Sawaki', 'Siregar', 'Wijaya', 'Pakage'];
const CARGO = [
  'Rice, 25 kg sacks',
  'Medical supplies (puskesmas)',
  'School books',
  'Cement, 40 kg bags',
  'Fuel drums (empty, return)',
  'Fresh vegetables',
  'Solar panels and batteries',
  'Mail bags',
];

/** A booking as the manifest rules check it (lib/rules/manifest.ts), before its status. */
export type PlannedManifest = Omit<ManifestValues, 'status'>;

/** Bookings on a few of the next three days' flights, kept below 85 percent of the aircraft's payload. */
export function planManifests(flights: PlannedFlight[], today: string): { flight: PlannedFlight; entries: PlannedManifest[] }[] {
  const r = random(`manifests:${today}`);
  const soon = flights.filter(
    (f) =>
      f.flight_status === FLIGHT_STATUS.plan && f.flight_date > today && f.flight_date <= addDays(today, 3) && f.flight_type !== 'training',
  );
  const chosen = soon.filter((_, i) => i % 7 === 0).slice(0, 16);
  return chosen.map((f) => {
    const entries: PlannedManifest[] = [];
    const budget = f.payload_kg * 0.85;
    let load = 0;
    const cargoOnly = f.flight_type.includes('cargo');
    const passengers = cargoOnly ? 0 : r.int(3, 9);
    for (let p = 0; p < passengers; p++) {
      const weight = r.int(48, 85);
      const bag = r.int(0, 2);
      const bagWeight = bag * r.int(6, 12);
      if (load + weight + bagWeight > budget) break;
      load += weight + bagWeight;
      entries.push({
        type: 'passenger',
        firstname: r.pick(FIRST_NAMES),
        lastname: r.pick(LAST_NAMES),
        familyname: r.pick(LAST_NAMES),
        weight,
        bag,
        bag_weight: bagWeight,
        description: null,
      });
    }
    for (let c = 0; c < (cargoOnly ? r.int(2, 4) : r.int(0, 2)); c++) {
      const weight = r.int(4, 30) * 10;
      if (load + weight > budget) break;
      load += weight;
      entries.push({
        type: 'cargo',
        firstname: null,
        lastname: null,
        familyname: null,
        weight,
        bag: 0,
        bag_weight: 0,
        description: r.pick(CARGO),
      });
    }
    return { flight: f, entries };
  });
}
