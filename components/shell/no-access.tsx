import { EmptyState } from '@/components/ui/empty-state';

export function NoAccess() {
  return <EmptyState title="No access" description="Your role does not open this screen. Ask an administrator if you need it." />;
}
