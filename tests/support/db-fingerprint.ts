// A fingerprint of every table's content (row count and an order-free hash of the rows), to show that a
// run of refused requests changed nothing. Sign-in bookkeeping (tokens, attempts) is left out: signing in
// the callers writes there by design.
import pg from 'pg';

const IGNORED = /^(api_tokens|login_attempts|sign_in_.*|_prisma_migrations)$/;

export async function dbFingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      if (IGNORED.test(name)) continue;
      const { rows } = await client.query<{ n: string; h: string | null }>(
        `SELECT count(*)::text AS n, sum(hashtext(t::text)::bigint)::text AS h FROM "${name}" t`,
      );
      out[name] = `${rows[0].n}:${rows[0].h ?? 0}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

/** The tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
