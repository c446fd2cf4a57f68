// Money as staff read it (spec 9): 'IDR 1.500.000'; the arithmetic and other currencies are lib/rules/money.ts.
import { formatMoney } from '@/lib/rules/money';

/** 'IDR 1.500.000', or '–' for none. */
export const idr = (n: number | null | undefined): string => (n === null || n === undefined ? '–' : formatMoney(n, 'IDR'));
