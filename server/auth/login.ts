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
  await reserveAttempt(email, meta.ip);
  const user = await db.user.findUnique({ where: { email } });
  const ok = user ? (await verifyPassword(user.password_hash, body.password)) && user.active : await verifyDummy(body.password);
  await settleAttempt(email, meta.ip, ok);
  if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Invalid email or password');
  const { token, expiresAt } = await issueToken(user.id, kind, meta);
  return { token, expiresAt: expiresAt.toISOString(), user: publicUser(user) };
}
