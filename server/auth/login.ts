import type { LoginBody } from '@/lib/schemas/session';
import { db } from '@/server/db';
import { HttpError } from '@/server/http/errors';
import { verifyDummy, verifyPassword } from './password';
import { reserveAttempt, settleAttempt } from './throttle';
import { issueToken, type TokenKind } from './tokens';
import { publicUser } from './user';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/** Check credentials (throttled) and issue a token. A wrong email and a wrong password answer alike. */
export async function login(body: LoginBody, meta: ClientMeta, kind: TokenKind) {
  const email = body.email.trim().toLowerCase();
  // The account is read while the attempt's point is taken; the password is only checked once it is taken.
  const [, user] = await Promise.all([reserveAttempt(email, meta.ip), db.user.findUnique({ where: { email } })]);
  const ok = user ? (await verifyPassword(user.password_hash, body.password)) && user.active : await verifyDummy(body.password);
  const settled = settleAttempt(email, meta.ip, ok);
  if (!user || !ok) {
    await settled;
    throw new HttpError(401, 'invalid_credentials', 'Invalid email or password');
  }
  const [{ token, expiresAt }] = await Promise.all([issueToken(user.id, kind, meta), settled]);
  return { token, expiresAt: expiresAt.toISOString(), user: publicUser(user) };
}
