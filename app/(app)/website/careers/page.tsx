import type { Metadata } from 'next';
import { CareersScreen } from '@/components/careers/careers-screen';
import { NoAccess } from '@/components/shell/no-access';
import { tracksFor } from '@/lib/rules/recruitment';
import { userForScreen } from '@/server/auth/page-user';
import { firstPage } from '@/server/crud/first-page';
import { db } from '@/server/db';
import { postings } from '@/server/resources/careers/postings';
import { baseOptions } from '@/server/resources/flight/network';

export const metadata: Metadata = { title: 'Careers' };

export default async function CareersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('careers');
  if (!allowed) return <NoAccess />;
  const params = await searchParams;
  const [first, bases] = await Promise.all([firstPage(postings, db, params, user), baseOptions(db, { activeOnly: true, by: 'name' })]);
  return (
    <CareersScreen
      first={first}
      bases={bases}
      tracks={tracksFor(user.role)}
      tab={typeof params.tab === 'string' ? params.tab : undefined}
    />
  );
}
