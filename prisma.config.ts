import { defineConfig } from 'prisma/config';

// The Prisma 7 CLI does not read .env. Without DATABASE_URL it points at the embedded server that
// `npm start` runs (scripts/db.mjs uses the same default).
export default defineConfig({
  schema: 'prisma/schema',
  migrations: { path: 'prisma/migrations', seed: 'node --import tsx prisma/seed/index.ts' },
  datasource: {
    url: process.env.DATABASE_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54329/ops',
  },
});
