import { NextResponse } from 'next/server';
import { z } from 'zod';
import { endpoint } from '@/server/http/route';

export const health = endpoint(
  {
    method: 'GET',
    path: '/api/health',
    tag: 'System',
    summary: 'Liveness and database check: 200 when the database answers, 503 otherwise',
    auth: 'public',
    response: z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) }),
    errors: [503],
  },
  async ({ db }) => {
    try {
      await db.$queryRaw`SELECT 1`;
      return { status: 'ok' as const, db: 'ok' as const };
    } catch {
      return NextResponse.json({ status: 'error', db: 'error' }, { status: 503 });
    }
  },
);
