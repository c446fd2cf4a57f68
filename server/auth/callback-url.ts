// Where the browser goes after signing in (next-auth's callbackUrl, from the form, the query or a cookie):
// only a page of the app. next-auth itself answers a 500 for an address no URL can hold
// ('http://[::1', 'http://localhost:3000.evil.example/') in the query or the cookie, before any callback
// runs, so the route drops those first (issue 39.10) and the redirect callback judges the rest.
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';

const CALLBACK_URL_COOKIES = ['__Secure-next-auth.callback-url', 'next-auth.callback-url'] as const;

/** Characters no address the app makes holds as they are: controls, spaces, backslashes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const RAW_ODDITY = /[\u0000-\u0020\u007f\\]/;
/** A percent-encoded control character (NUL and the like): no page of the app has one in its address. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * `url` as an absolute address if it is a page of the app at `origin`, else null: a path ('/flight'), or an
 * address of that origin that parses on its own (what next-auth's own check asks of the query and cookie).
 */
export function pageOfApp(url: string, origin: string): string | null {
  if (RAW_ODDITY.test(url)) return null;
  try {
    const target = url.startsWith('/') ? new URL(url, origin) : new URL(url);
    return target.origin === new URL(origin).origin && !ENCODED_CONTROL.test(target.href) ? target.href : null;
  } catch {
    return null;
  }
}

/** next-auth's own origin: NEXTAUTH_URL's (scripts/start.mjs always sets it), else its default. */
const authOrigin = () => new URL(process.env.NEXTAUTH_URL ?? 'http://localhost:3000').origin;

/**
 * Removes a callbackUrl that is not a page of the app from the request's query and cookies before next-auth
 * reads them (in a route handler the cookies are mutable, and next-auth reads them afterwards through
 * next/headers; a removed cookie is also cleared in the browser).
 */
export async function dropForeignCallbackUrls(req: NextRequest): Promise<void> {
  const origin = authOrigin();
  const query = req.nextUrl.searchParams.get('callbackUrl');
  if (query !== null && !pageOfApp(query, origin)) req.nextUrl.searchParams.delete('callbackUrl');
  const jar = await cookies();
  for (const name of CALLBACK_URL_COOKIES) {
    const value = jar.get(name)?.value;
    if (value && !pageOfApp(value, origin)) jar.delete(name);
  }
}
