import type { Metadata } from 'next';
import { ActivityScreen } from '@/components/audit/activity-screen';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { auditActivityQuery } from '@/lib/schemas/audit';
import { ACTIVITY_LIST } from '@/lib/schemas/list-defaults';
import { activity } from '@/server/audit/read';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { staffOptions } from '@/server/resources/users/staff-options';

export const metadata: Metadata = { title: 'Activity' };

export default async function ActivityPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { allowed } = await userForScreen('activity');
  if (!allowed) return <NoAccess />;
  const query = pageListQuery(auditActivityQuery, await searchParams, ACTIVITY_LIST);
  const [first, staff] = await Promise.all([activity(db, query), staffOptions(db, { activeOnly: false })]);
  const initial = asSent(first);
  return <ActivityScreen initial={initial} staff={staff} />;
}
