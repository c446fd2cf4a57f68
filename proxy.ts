// Page redirects of spec section 6 (lib/access/redirects.ts decides; this file only reads the request),
// and each page's Content-Security-Policy with a fresh nonce (server/http/security-headers.ts).
import { type NextRequest, NextResponse } from 'next/server';
import { redirectFor } from '@/lib/access/redirects';
import { sessionTokenFromCookies } from '@/server/auth/current-user';
import { SESSION_COOKIES } from '@/server/auth/secret';
import { userForToken } from '@/server/auth/tokens';
import { pageHostname, pagePolicy, realtimeSocketOrigins } from '@/server/http/security-headers';
import { realtimeClientConfig } from '@/server/realtime/config';

/** A full document load, as opposed to a client-side navigation or prefetch of the App Router. */
function isFirstLoad(req: NextRequest): boolean {
  if (req.method !== 'GET') return false;
  if (req.headers.has('rsc') || req.headers.has('next-router-prefetch') || req.headers.has('next-action')) return false;
  const dest = req.headers.get('sec-fetch-dest');
  return dest === null || dest === 'document';
}

export async function proxy(req: NextRequest) {
  const sid = await sessionTokenFromCookies(req.cookies);
  const user = sid ? await userForToken(sid) : null;
  const pathname = req.nextUrl.pathname;
  const target = redirectFor({ pathname, user, firstLoad: isFirstLoad(req) });
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const https = req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  const connect = realtimeSocketOrigins(realtimeClientConfig(), pageHostname(req.headers));
  const policy = pagePolicy(nonce, { dev: process.env.NODE_ENV === 'development', https, connect });
  let res: NextResponse;
  if (target && target !== pathname) {
    const url = req.nextUrl.clone();
    url.pathname = target;
    url.search = '';
    res = NextResponse.redirect(url);
  } else {
    const headers = new Headers(req.headers);
    headers.set('content-security-policy', policy);
    res = NextResponse.next({ request: { headers } });
  }
  res.headers.set('content-security-policy', policy);
  // A cookie whose session expired or was revoked is cleared, so the browser starts clean on /auth.
  if (sid && !user) for (const name of SESSION_COOKIES) res.cookies.delete(name);
  return res;
}

export const config = {
  matcher: ['/((?!api/|_next/|samples/|favicon\\.ico|.*\\.(?:json|png|jpg|jpeg|svg|webp|ico|css|js|txt|csv|woff2?)$).*)'],
};
