import type { NextRequest } from 'next/server';
import NextAuth from 'next-auth';
import { dropForeignCallbackUrls } from '@/server/auth/callback-url';
import { authOptions } from '@/server/auth/next-auth';

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: the secret is only known at run time, not at build time.
async function handler(req: NextRequest, ctx: Ctx) {
  await dropForeignCallbackUrls(req);
  return NextAuth(authOptions())(req, { params: await ctx.params });
}

export { handler as GET, handler as POST };
