import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { AreaBaseManager } from '@/components/flight/area-base-manager';
import { AREA_LIST, AREA_PREFIX, BASE_LIST, BASE_PREFIX } from '@/components/flight/lists';
import { NoAccess } from '@/components/shell/no-access';
import { areaQuery, baseQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { airports, areas, bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Base & Area' };

type Props = Parameters<typeof AreaBaseManager>[0];

export default async function AreaBasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { allowed } = await userForScreen('areaBase');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [areasFirst, basesFirst, allAreas, activeAirports] = await Promise.all([
    crud(areas).list(db, pageListQuery(areaQuery, params, AREA_LIST, AREA_PREFIX)),
    crud(bases).list(db, pageListQuery(baseQuery, params, BASE_LIST, BASE_PREFIX)),
    crud(areas).list(db, areaQuery.parse({ sort: 'name' })),
    // For the home airport picker: active airports, only the columns it shows.
    airports.model(db).findMany({
      where: { active: true },
      select: { id: true, iata: true, icao: true, name: true, city: true },
      orderBy: [{ iata: 'asc' }, { id: 'asc' }],
    }),
  ]);
  return (
    <AreaBaseManager
      areasFirst={areasFirst as unknown as Props['areasFirst']}
      basesFirst={basesFirst as unknown as Props['basesFirst']}
      areas={allAreas.data as unknown as Props['areas']}
      airports={activeAirports as unknown as Props['airports']}
    />
  );
}
