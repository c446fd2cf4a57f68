// Opaque tokens: a random secret handed out once, of which only the SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { Prisma } from '@/lib/generated/prisma/client';
import { db, poolQuery } from '@/server/db';
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

const TOKEN_SELECT = `SELECT t.id, t.expires_at, t.revoked_at, t.last_used_at,
  u.id AS user_id, u.name, u.email, u.role, u.unit, u.active
  FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash =`;

/**
 * The token check of every request: the token by its hash (the unique index) with its user, one statement,
 * straight through pg (never in a transaction). bench/http-bare.ts sends the same text.
 */
export const TOKEN_SQL = `${TOKEN_SELECT} $1`;

/**
 * The same check as a column of another statement (a plain list, server/crud/sql-list.ts): the caller's
 * token row as JSON text, null when no token has this hash. `userForCallerJson` reads it.
 */
export const callerJsonSql = (tokenHash: string) =>
  Prisma.sql`(SELECT row_to_json(c)::text FROM (${Prisma.raw(TOKEN_SELECT)} ${tokenHash}) c)`;

interface TokenRow {
  id: number;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  user_id: number;
  name: string;
  email: string;
  role: string;
  unit: string | null;
  active: boolean;
}

type TimeColumn = 'expires_at' | 'revoked_at' | 'last_used_at';

/** The user behind a token row if the token is live (not expired, not revoked, user active), or null. */
async function liveUser(row: TokenRow | undefined): Promise<CurrentUser | null> {
  const now = Date.now();
  if (!row || row.revoked_at || row.expires_at.getTime() <= now || !row.active) return null;
  if (!row.last_used_at || now - row.last_used_at.getTime() > TOUCH_EVERY_MS) {
    await db.apiToken.update({ where: { id: row.id }, data: { last_used_at: new Date(now) } });
  }
  return { ...publicUser({ ...row, id: row.user_id }), tokenId: row.id };
}

/** The secret a request may carry, as `userForToken` takes it: at most 200 characters. */
export const usableSecret = (secret: string | null): secret is string => !!secret && secret.length <= 200;

/** The user behind a live token, or null. Read afresh on every call. */
export async function userForToken(secret: string): Promise<CurrentUser | null> {
  if (!usableSecret(secret)) return null;
  const [row] = (await poolQuery<TokenRow>(TOKEN_SQL, [hashToken(secret)])).rows;
  return liveUser(row);
}

/** The user behind the token row that `callerJsonSql` read (its times come as JSON text), or null. */
export function userForCallerJson(json: string | null): Promise<CurrentUser | null> {
  if (!json) return liveUser(undefined);
  const row = JSON.parse(json) as Omit<TokenRow, TimeColumn> & Record<TimeColumn, string | null>;
  const time = (text: string | null) => (text === null ? null : new Date(text));
  return liveUser({
    ...row,
    expires_at: new Date(row.expires_at ?? 0),
    revoked_at: time(row.revoked_at),
    last_used_at: time(row.last_used_at),
  });
}

/**
 * Part of a user update that deletes every token and browser session of that user, in the same statement
 * (and so the same transaction) as the change it goes with: a new password or a deactivation (issue 39.2).
 * Deleted rather than marked revoked, so that nothing comes back when the user is reactivated.
 */
export const END_SESSIONS = { tokens: { deleteMany: {} } } satisfies Prisma.UserUpdateInput;

export async function revokeToken(tokenId: number): Promise<void> {
  await db.apiToken.updateMany({ where: { id: tokenId, revoked_at: null }, data: { revoked_at: new Date() } });
}

export async function revokeSecret(secret: string): Promise<void> {
  await db.apiToken.updateMany({ where: { token_hash: hashToken(secret), revoked_at: null }, data: { revoked_at: new Date() } });
}
