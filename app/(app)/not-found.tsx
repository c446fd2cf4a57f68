import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';

export default function NotFound() {
  return (
    <EmptyState
      title="Page not found"
      description="This page does not exist, or its screen is not part of this version yet."
      action={
        <Link href="/" className="font-medium text-brand-700 hover:underline">
          Back to the start page
        </Link>
      }
    />
  );
}
