// Opaque tokens: a random secret handed out once, of which only the SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { db } from '@/server/db';
import { type CurrentUser, publicUser } from './user';

export type TokenKind = 'api' | 'browser';

const HOUR = 3600_000;
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  api: Number(process.env.API_TOKEN_TTL_HOURS ?? 24 * 7) * HOUR,
  browser: Number(process.env.SESSION_TTL_HOURS ?? 12) * HOUR,
};
const TOUCH_EVERY_MS = 5 * 60_000;

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export async function issueToken(userId: number, kind: TokenKind, meta: { ip?: string; userAgent?: string } = {}) {
  const secret = `obo_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[kind]);
  await db.apiToken.create({
    data: {
      user_id: userId,
      token_hash: hashToken(secret),
      kind,
      expires_at: expiresAt,
      ip: meta.ip?.slice(0, 100),
      user_agent: meta.userAgent?.slice(0, 300),
    },
  });
  return { token: secret, expiresAt };
}

/** The user behind a live token (not expired, not revoked, user active), or null. */
export async function userForToken(secret: string): Promise<CurrentUser | null> {
  if (!secret || secret.length > 200) return null;
  const row = await db.apiToken.findUnique({
    where: { token_hash: hashToken(secret) },
    select: {
      id: true,
      expires_at: true,
      revoked_at: true,
      last_used_at: true,
      user: { select: { id: true, name: true, email: true, role: true, unit: true, active: true } },
    },
  });
  const now = Date.now();
  if (!row || row.revoked_at || row.expires_at.getTime() <= now || !row.user.active) return null;
  if (!row.last_used_at || now - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { last_used_at: new Date(now) } });
  }
  return { ...publicUser(row.user), tokenId: row.id };
}

export async function revokeToken(tokenId: number): Promise<void> {
  await db.apiToken.updateMany({ where: { id: tokenId, revoked_at: null }, data: { revoked_at: new Date() } });
}

export async function revokeSecret(secret: string): Promise<void> {
  await db.apiToken.updateMany({ where: { token_hash: hashToken(secret), revoked_at: null }, data: { revoked_at: new Date() } });
}
