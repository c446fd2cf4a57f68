import type { NextAuthOptions } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { loginBody } from '@/lib/schemas/session';
import { clientIp } from '@/server/http/client-ip';
import { HttpError } from '@/server/http/errors';
import { pageOfApp } from './callback-url';
import { login } from './login';
import { authSecret } from './secret';
import { revokeSecret, TOKEN_TTL_MS } from './tokens';

/** Error codes the sign-in page understands (next-auth hands them back as `error`). */
export const SIGN_IN_ERRORS = { throttled: 'throttled', invalid: 'CredentialsSignin' } as const;

export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: 'jwt', maxAge: TOKEN_TTL_MS.browser / 1000 },
    pages: { signIn: '/auth', error: '/auth' },
    providers: [
      Credentials({
        name: 'Email',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          const parsed = loginBody.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!parsed.success) return null;
          const headers = new Headers(req?.headers as Record<string, string>);
          try {
            const result = await login(
              parsed.data,
              { ip: clientIp(headers), userAgent: headers.get('user-agent') ?? undefined },
              'browser',
            );
            return { ...result.user, id: String(result.user.id), sid: result.token };
          } catch (err) {
            if (err instanceof HttpError && err.status === 429) throw new Error(SIGN_IN_ERRORS.throttled);
            if (err instanceof HttpError) return null;
            throw err;
          }
        },
      }),
    ],
    callbacks: {
      redirect: ({ url, baseUrl }) => pageOfApp(url, baseUrl) ?? baseUrl,
      jwt({ token, user }) {
        if (user) {
          token.sid = user.sid;
          token.role = user.role;
          token.unit = user.unit;
        }
        return token;
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await revokeSecret(token.sid);
      },
    },
  };
}
