// The database the backup commands work on: DATABASE_URL, else the embedded server (reused while the app runs
// it, started for the command otherwise).
import pg from 'pg';
import { startEmbedded } from '@/scripts/db.mjs';
import { EMBEDDED_DB, EMBEDDED_PORT, PG_DIR } from '@/scripts/paths.mjs';

export async function withDatabase<T>(work: (url: string) => Promise<T>, log: (m: string) => void = console.log): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  const url = `postgresql://postgres:postgres@127.0.0.1:${EMBEDDED_PORT}/${EMBEDDED_DB}`;
  const probe = new pg.Client({ connectionString: url });
  const running = await probe.connect().then(
    () => true,
    () => false,
  );
  await probe.end().catch(() => {});
  if (running) return work(url);
  log(`starting the embedded PostgreSQL in ${PG_DIR}`);
  const server = await startEmbedded({ dataDir: PG_DIR, port: EMBEDDED_PORT, database: EMBEDDED_DB });
  try {
    return await work(server.url);
  } finally {
    await server.stop();
  }
}
