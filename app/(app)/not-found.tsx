import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';

export default function NotFound() {
  return (
    <EmptyState
      title="Page not found"
      description="There is no page at this address. Check the link, or go back to the start page."
      action={
        <Link href="/" className="font-medium text-brand-700 hover:underline">
          Back to the start page
        </Link>
      }
    />
  );
}
