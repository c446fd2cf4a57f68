import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { NewsManager } from '@/components/web/news-manager';
import { NEWS_LIST, newsQuery } from '@/lib/schemas/web/news';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { listArticles } from '@/server/resources/web/news';

export const metadata: Metadata = { title: 'Web News' };

export default async function WebNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('webNews');
  if (!allowed) return <NoAccess />;
  const first = await listArticles(db, pageListQuery(newsQuery, await searchParams, NEWS_LIST), user);
  // Instants become ISO text, as the API sends them.
  const initial = JSON.parse(JSON.stringify(first)) as Parameters<typeof NewsManager>[0]['initial'];
  return <NewsManager initial={initial} />;
}
