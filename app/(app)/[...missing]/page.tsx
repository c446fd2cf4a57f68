import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NoAccess } from '@/components/shell/no-access';
import { EmptyState } from '@/components/ui/empty-state';
import { SCREENS, type ScreenKey, screenAtPath } from '@/lib/access/menu';
import { userForScreen } from '@/server/auth/page-user';

type Props = { params: Promise<{ missing: string[] }> };

const screenOf = async ({ params }: Props): Promise<ScreenKey | undefined> => screenAtPath(`/${(await params).missing.join('/')}`);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const key = await screenOf(props);
  return { title: key ? SCREENS[key].title : 'Page not found' };
}

// A menu screen without a page of its own yet is planned: it says so (status 200, inside the shell). Any
// other path is a real 404 with the shell's not-found page.
export default async function MissingPage(props: Props) {
  const key = await screenOf(props);
  if (!key) notFound();
  const { allowed } = await userForScreen(key);
  if (!allowed) return <NoAccess />;
  return (
    <EmptyState
      data-testid="planned-screen"
      title={`${SCREENS[key].title} is coming in a later version`}
      description="This screen is on the menu but not part of this version yet. Until it arrives, use the other screens on the menu."
    />
  );
}
