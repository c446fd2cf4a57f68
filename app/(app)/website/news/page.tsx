import type { Metadata } from 'next';
import { pageListQuery } from '@/components/data-table/list-params';
import { NoAccess } from '@/components/shell/no-access';
import { NewsManager } from '@/components/web/news-manager';
import { NEWS_LIST, newsQuery } from '@/lib/schemas/web/news';
import { userForScreen } from '@/server/auth/page-user';
import { db } from '@/server/db';
import { asSent } from '@/server/http/as-sent';
import { listArticles } from '@/server/resources/web/news';

export const metadata: Metadata = { title: 'Web News' };

export default async function WebNewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { user, allowed } = await userForScreen('webNews');
  if (!allowed) return <NoAccess />;
  const first = await listArticles(db, pageListQuery(newsQuery, await searchParams, NEWS_LIST), user);
  const initial = asSent(first);
  return <NewsManager initial={initial} />;
}
