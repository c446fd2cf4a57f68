// The second yardstick of `npm run bench:http` (bench/http.ts): a Pages API route that does nothing, none
// of the app's code in its way (not even server/http/pages-route.ts), i.e. Next's own cost per request as
// the API is now served; app/api/bench/empty is the App Router's. It answers only when BENCH_ROUTES=1 and
// is no endpoint of the contract (the route table of the tests skips it).
import type { NextApiRequest, NextApiResponse } from 'next';

export default function empty(_req: NextApiRequest, res: NextApiResponse): void {
  const found = process.env.BENCH_ROUTES === '1';
  res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
  res.end(found ? '{"total":0,"data":[]}' : '{"error":{"code":"not_found","message":"Not found"}}');
}

export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
