// The reference lists the Crews pages hand to their forms: bases (with their airport, for the roster's
// airport codes), aircraft types (type ratings) and active airports (airport qualifications).
import 'server-only';
import type { AirportOption } from '@/components/crew/crew-fields';
import { fleetTypeQuery } from '@/lib/schemas/flight/fleet';
import { baseQuery } from '@/lib/schemas/flight/network';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import type { CurrentUser } from '@/server/auth/user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { fleetTypes } from '@/server/resources/flight/fleet';
import { activeAirportOptions, bases } from '@/server/resources/flight/network';

export async function crewReferences(user: CurrentUser): Promise<{ bases: BaseRow[]; types: FleetTypeRow[]; airports: AirportOption[] }> {
  const [baseList, typeList, airports] = await Promise.all([
    crud(bases).list(db, baseQuery.parse({ sort: 'short_name' }), user),
    crud(fleetTypes).list(db, fleetTypeQuery.parse({ sort: 'code' }), user),
    activeAirportOptions(db),
  ]);
  return { bases: baseList.data, types: typeList.data, airports };
}
