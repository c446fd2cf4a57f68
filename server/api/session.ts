import { z } from 'zod';
import { ROLE_VALUES, UNITS } from '@/lib/access/roles';
import { listOf } from '@/lib/schemas/answers';
import { managementRow } from '@/lib/schemas/purchase-rows';
import { loginBody } from '@/lib/schemas/session';
import { login } from '@/server/auth/login';
import { revokeToken } from '@/server/auth/tokens';
import { publicUser } from '@/server/auth/user';
import { clientIp } from '@/server/http/client-ip';
import { endpoint } from '@/server/http/route';
import { managementsFor } from '@/server/resources/users/managements';

const userShape = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLE_VALUES),
  unit: z.enum(UNITS).nullable(),
});

export const loginAdmin = endpoint(
  {
    method: 'POST',
    path: '/api/login-admin',
    tag: 'Session',
    summary: 'Sign in with email and password; answers an opaque bearer token',
    auth: 'public',
    body: loginBody,
    response: z.object({ token: z.string(), expiresAt: z.iso.datetime(), user: userShape }),
    errors: [400, 401, 429],
  },
  ({ req, body }) => login(body, { ip: clientIp(req.headers), userAgent: req.headers.get('user-agent') ?? undefined }, 'api'),
);

export const logout = endpoint(
  {
    method: 'POST',
    path: '/api/logout',
    tag: 'Session',
    summary: 'Revoke the token (or browser session) this call is made with',
    auth: 'session',
    response: z.object({ ok: z.literal(true) }),
  },
  async ({ user }) => {
    await revokeToken(user.tokenId);
    return { ok: true as const };
  },
);

export const currentUser = endpoint(
  { method: 'GET', path: '/api/user', tag: 'Session', summary: 'The signed-in user', auth: 'session', response: userShape },
  ({ user }) => publicUser(user),
);

export const managements = endpoint(
  {
    method: 'GET',
    path: '/api/user/managements',
    tag: 'Users',
    summary: "Managers who may lead (approve as PIC) the caller's requests",
    auth: 'user.managements',
    response: listOf(managementRow),
  },
  ({ db, user }) => managementsFor(db, user),
);
