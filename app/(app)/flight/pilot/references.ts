// The reference lists the Crews pages hand to their forms: bases (with their airport, for the roster's
// airport codes), aircraft types (type ratings) and active airports (airport qualifications).
import 'server-only';
import type { AirportOption } from '@/components/crew/crew-form';
import { fleetTypeQuery } from '@/lib/schemas/flight/fleet';
import { baseQuery } from '@/lib/schemas/flight/network';
import type { BaseRow, FleetTypeRow } from '@/lib/schemas/flight/rows';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { fleetTypes } from '@/server/resources/flight/fleet';
import { airports, bases } from '@/server/resources/flight/network';

export async function crewReferences(): Promise<{ bases: BaseRow[]; types: FleetTypeRow[]; airports: AirportOption[] }> {
  const [baseList, typeList, airportList] = await Promise.all([
    crud(bases).list(db, baseQuery.parse({ sort: 'short_name' })),
    crud(fleetTypes).list(db, fleetTypeQuery.parse({ sort: 'code' })),
    airports.model(db).findMany({
      where: { active: true },
      select: { id: true, iata: true, icao: true, name: true, city: true },
      orderBy: [{ iata: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return {
    bases: baseList.data as unknown as BaseRow[],
    types: typeList.data as unknown as FleetTypeRow[],
    airports: airportList as unknown as AirportOption[],
  };
}
