import type { Metadata } from 'next';
import { TransactionPage } from '@/components/marine/transaction-page';

export const metadata: Metadata = { title: 'Watersports Transaction' };

export default function WatersportsTransactionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <TransactionPage shop="watersports" screen="watersportsTransaction" searchParams={searchParams} />;
}
