import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { ScrapbookScreen } from '@/components/watersports/scrapbook-screen';
import { SCRAPBOOK_LIST, scrapbookQuery } from '@/lib/schemas/watersports/scrapbook';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { listPosts } from '@/server/resources/watersports/scrapbook';

export const metadata: Metadata = { title: 'Watersports Scrapbook' };

export default async function WatersportsScrapbookPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { allowed } = await userForScreen('watersportsScrapbook');
  if (!allowed) return <NoAccess />;
  const initial = await listPosts(db, pageListQuery(scrapbookQuery, await searchParams, SCRAPBOOK_LIST));
  return <ScrapbookScreen initial={initial} />;
}
