// Who is calling: a bearer token, or the browser's next-auth session cookie (whose JWT carries the
// opaque session token, so that logout and expiry work the same for both).
import { decode } from 'next-auth/jwt';
import { authSecret, SESSION_COOKIES } from './secret';

interface CookieReader {
  get(name: string): { value: string } | undefined;
}

/** The opaque session token inside the next-auth cookie, if the cookie is valid. */
export async function sessionTokenFromCookies(cookies: CookieReader): Promise<string | null> {
  for (const name of SESSION_COOKIES) {
    const raw = cookies.get(name)?.value;
    if (!raw) continue;
    try {
      const jwt = await decode({ token: raw, secret: authSecret() });
      if (jwt && typeof jwt.sid === 'string') return jwt.sid;
    } catch {
      // a cookie from another secret or a tampered one: treat as signed out
    }
  }
  return null;
}

export function bearerToken(authorization: string | null): string | null {
  const m = authorization?.match(/^Bearer\s+(\S+)\s*$/i);
  return m ? m[1] : null;
}

/** A request's secret and where it came from: a cookie is sent by the browser on its own (see server/http/same-origin.ts). */
export interface Credential {
  secret: string;
  via: 'bearer' | 'cookie';
}

/** The secret a request carries: its bearer token, else the session token of its cookie. */
export async function requestCredential(req: { headers: Headers; cookies: CookieReader }): Promise<Credential | null> {
  const bearer = bearerToken(req.headers.get('authorization'));
  if (bearer) return { secret: bearer, via: 'bearer' };
  const session = await sessionTokenFromCookies(req.cookies);
  return session ? { secret: session, via: 'cookie' } : null;
}
