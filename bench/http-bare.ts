// The bare server of `npm run bench:http`: node:http and a pg pool, nothing else, sending the same SQL as
// the app for the same two lists (the token check, then the list's one statement, each prepared by name as
// the app prepares them) and answering the same { total, data } JSON. It is the yardstick of what the app's
// own layers cost; it is not the app (no validation of the query beyond page and limit, no row schema, no
// error mapping).
// `node --import tsx bench/http-bare.ts <port>` with DATABASE_URL set.
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { can } from '@/lib/access/permissions';
import type { Role, Unit } from '@/lib/access/roles';
import { TOKEN_SQL } from '@/server/auth/tokens';
import { scheduleListSql } from '@/server/resources/flight/schedule';

const port = Number(process.argv[2]);
/** The airport list's page with its count (server/crud's one-statement list for a plain resource). */
const AIRPORT_PAGE_SQL = `SELECT id, iata, icao, name, city, country, latitude, longitude, elevation_ft, timezone,
  runway_designation, runway_length_m, runway_width_m, runway_surface, active, count(*) OVER () AS total
  FROM airports ORDER BY name ASC, id ASC LIMIT $1 OFFSET $2`;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

interface TokenRow {
  revoked_at: Date | null;
  expires_at: Date;
  active: boolean;
  role: Role;
  unit: Unit | null;
}

async function caller(req: http.IncomingMessage): Promise<TokenRow | null> {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const hash = createHash('sha256').update(m[1]).digest('hex');
  const row = (await pool.query<TokenRow>({ name: 'token', text: TOKEN_SQL, values: [hash] })).rows[0];
  return row && !row.revoked_at && row.expires_at.getTime() > Date.now() && row.active ? row : null;
}

const send = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

/** Rows whose last column is the window count: { total, data } without it. */
function listAnswer(rows: Record<string, unknown>[]) {
  const total = rows.length ? Number(rows[0].total) : 0;
  return { total, data: rows.map(({ total: _, ...row }) => row) };
}

http
  .createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://bare');
      const user = await caller(req);
      if (!user) return send(res, 401, { error: { code: 'unauthorized' } });
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 25);
      if (url.pathname === '/api/flight/route-schedule') {
        if (!can(user, 'flight.schedule') && !can(user, 'flight.crew')) return send(res, 403, { error: { code: 'forbidden' } });
        const sql = scheduleListSql({}, { page, limit });
        return send(res, 200, listAnswer((await pool.query(sql.text, sql.values)).rows));
      }
      if (url.pathname === '/api/flight/airport') {
        if (!can(user, 'airline.reference')) return send(res, 403, { error: { code: 'forbidden' } });
        return send(
          res,
          200,
          listAnswer((await pool.query({ name: 'airports', text: AIRPORT_PAGE_SQL, values: [limit, (page - 1) * limit] })).rows),
        );
      }
      send(res, 404, { error: { code: 'not_found' } });
    } catch (err) {
      send(res, 500, { error: { code: 'internal', message: String(err) } });
    }
  })
  .listen(port, () => console.log(`[bare] listening on ${port}`));
