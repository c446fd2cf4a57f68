// The yardstick of `npm run bench:http` (bench/http.ts): an App Router route handler that does nothing, so
// the benchmark can tell Next's own cost per request from ours. It answers only when BENCH_ROUTES=1 and is
// no endpoint of the contract (the route table of the tests skips it).
import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  if (process.env.BENCH_ROUTES !== '1') return NextResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  return NextResponse.json({ total: 0, data: [] });
}
