import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { AreaBaseManager } from '@/components/flight/area-base-manager';
import { AREA_LIST, AREA_PREFIX, BASE_LIST, BASE_PREFIX } from '@/components/flight/lists';
import { NoAccess } from '@/components/shell/no-access';
import { areaQuery, baseQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { activeAirportOptions, areas, bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Base & Area' };

export default async function AreaBasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('areaBase');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [areasFirst, basesFirst, allAreas, activeAirports] = await Promise.all([
    crud(areas).list(db, pageListQuery(areaQuery, params, AREA_LIST, AREA_PREFIX), user),
    crud(bases).list(db, pageListQuery(baseQuery, params, BASE_LIST, BASE_PREFIX), user),
    crud(areas).list(db, areaQuery.parse({ sort: 'name' }), user),
    // For the home airport picker.
    activeAirportOptions(db),
  ]);
  return <AreaBaseManager areasFirst={areasFirst} basesFirst={basesFirst} areas={allAreas.data} airports={activeAirports} />;
}
