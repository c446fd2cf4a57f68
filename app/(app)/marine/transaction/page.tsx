import type { Metadata } from 'next';
import { TransactionPage } from '@/components/marine/transaction-page';

export const metadata: Metadata = { title: 'Marine Transaction' };

export default function MarineTransactionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <TransactionPage shop="marine" screen="marineTransaction" searchParams={searchParams} />;
}
