import type { Metadata } from 'next';
import { AreaBaseManager } from '@/components/flight/area-base-manager';
import { NoAccess } from '@/components/shell/no-access';
import { areaQuery } from '@/lib/schemas/flight/network';
import { userForScreen } from '@/server/auth/page-user';
import { firstPage } from '@/server/crud/first-page';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { activeAirportOptions, areas, bases } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Base & Area' };

export default async function AreaBasePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('areaBase');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [areasFirst, basesFirst, allAreas, activeAirports] = await Promise.all([
    // Two tables on one screen keep their URL parameters apart (areas.…, bases.…).
    firstPage(areas, db, params, user, { prefix: 'areas.' }),
    firstPage(bases, db, params, user, { prefix: 'bases.' }),
    crud(areas).list(db, areaQuery.parse({ sort: 'name' }), user),
    // For the home airport picker.
    activeAirportOptions(db),
  ]);
  return <AreaBaseManager areasFirst={areasFirst} basesFirst={basesFirst} areas={allAreas.data} airports={activeAirports} />;
}
