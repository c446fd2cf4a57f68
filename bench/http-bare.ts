// The bare server of `npm run bench:http`: node:http and a pg pool, nothing else, sending the same SQL as
// the app for the same two lists (for each, the one statement that reads the page as JSON text with the
// caller's token, prepared by name as the app prepares them), and answering the same { total, data } JSON.
// It is the yardstick of what the app's own layers cost; it is not the app (no validation of the query
// beyond page and limit, no row schema, no error mapping).
// `node --import tsx bench/http-bare.ts <port>` with DATABASE_URL set.
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { can } from '@/lib/access/permissions';
import type { Role, Unit } from '@/lib/access/roles';
import { pageJsonText, plainJsonWithCallerSql } from '@/server/crud/sql-list';
import { airports } from '@/server/resources/flight/network';
import { scheduleListSql } from '@/server/resources/flight/schedule';

const port = Number(process.argv[2]);
/** The airport list's page as JSON text with its count and the caller (server/crud's statement for a list of rows as read). */
const airportPageSql = (hash: string, page: number, limit: number) => {
  const where = {};
  const orderBy = [{ name: 'asc' }, { id: 'asc' }];
  const l = { table: 'airports', select: airports.select, where, orderBy, skip: (page - 1) * limit, take: limit };
  const sql = plainJsonWithCallerSql(l, hash);
  if (!sql) throw new Error('the airport list is not plain');
  return sql;
};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

interface PageRow {
  caller: string | null;
  total: number | null;
  data: string;
}

interface TokenRow {
  revoked_at: Date | null;
  expires_at: Date | string;
  active: boolean;
  role: Role;
  unit: Unit | null;
}

const tokenHash = (req: http.IncomingMessage) => {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return m ? createHash('sha256').update(m[1]).digest('hex') : null;
};

const live = (row: TokenRow | undefined) =>
  row && !row.revoked_at && new Date(row.expires_at).getTime() > Date.now() && row.active ? row : null;

const sendText = (res: http.ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};
const send = (res: http.ServerResponse, status: number, body: unknown) => sendText(res, status, JSON.stringify(body));

/** The one row of a page read with its caller: 401, 403, or the page's JSON text as PostgreSQL wrote it. */
function answerPage(res: http.ServerResponse, row: PageRow, allowed: (user: TokenRow) => boolean) {
  const user = live(row.caller ? JSON.parse(row.caller) : undefined);
  if (!user) return send(res, 401, { error: { code: 'unauthorized' } });
  if (!allowed(user)) return send(res, 403, { error: { code: 'forbidden' } });
  sendText(res, 200, pageJsonText(row.total, row.data));
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      const hash = tokenHash(req);
      if (!hash) return send(res, 401, { error: { code: 'unauthorized' } });
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      if (url.pathname === '/api/flight/route-schedule') {
        const sql = scheduleListSql({}, { page, limit }, hash);
        const [row] = (await pool.query({ name: 'schedule', text: sql.text, values: sql.values })).rows;
        return answerPage(res, row, (user) => can(user, 'flight.schedule') || can(user, 'flight.crew'));
      }
      if (url.pathname === '/api/flight/airport') {
        const sql = airportPageSql(hash, page, limit);
        const [row] = (await pool.query({ name: 'airports', text: sql.text, values: sql.values })).rows;
        return answerPage(res, row, (user) => can(user, 'airline.reference'));
      }
      send(res, 404, { error: { code: 'not_found' } });
    } catch (err) {
      send(res, 500, { error: { code: 'internal', message: String(err) } });
    }
  })
  .listen(port, () => console.log(`[bare] listening on ${port}`));
