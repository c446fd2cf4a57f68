// The App Router's location hooks as the screens use them. Next types them as possibly null once a pages
// directory exists (the API's routes, pages/api), since in a Pages Router page they can be; every screen
// here is an App Router page, where they never are.
import { usePathname as pathnameOrNull, type ReadonlyURLSearchParams, useSearchParams as searchOrNull } from 'next/navigation';

export const useSearchParams = (): ReadonlyURLSearchParams => searchOrNull() as ReadonlyURLSearchParams;
export const usePathname = (): string => pathnameOrNull() as string;
