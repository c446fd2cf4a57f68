import type { Metadata } from 'next';
import { CareersScreen } from '@/components/careers/careers-screen';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { tracksFor } from '@/lib/rules/recruitment';
import { POSTING_LIST, postingQuery } from '@/lib/schemas/careers/posting';
import { userForScreen } from '@/server/auth/page-user';
import { crud } from '@/server/crud/resource';
import { db } from '@/server/db';
import { postings } from '@/server/resources/careers/postings';

export const metadata: Metadata = { title: 'Careers' };

export default async function CareersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('careers');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [first, bases] = await Promise.all([
    crud(postings).list(db, pageListQuery(postingQuery, params, POSTING_LIST), user),
    db.base.findMany({ where: { active: true }, orderBy: { name: 'asc' }, select: { id: true, name: true } }),
  ]);
  // Instants become ISO text, as the API sends them.
  const initial = JSON.parse(JSON.stringify(first)) as Parameters<typeof CareersScreen>[0]['initial'];
  return (
    <CareersScreen
      initial={initial}
      bases={bases}
      tracks={tracksFor(user.role)}
      tab={typeof params.tab === 'string' ? params.tab : undefined}
    />
  );
}
