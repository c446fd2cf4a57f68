/** The secret that signs and encrypts browser sessions; scripts/start.mjs generates and keeps one. */
export function authSecret(): string {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (!secret) throw new Error('NEXTAUTH_SECRET is not set (npm start generates one in .data/secret)');
  return secret;
}

export const SESSION_COOKIES = ['__Secure-next-auth.session-token', 'next-auth.session-token'] as const;
