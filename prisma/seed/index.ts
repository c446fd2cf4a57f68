// `npm run db:seed` (also Prisma's seed command): idempotent; demo data unless SEED_DEMO=false.
import { db } from '@/server/db';
import { seedAdminFromEnv, seedUsers } from './users';

export async function seed(): Promise<void> {
  const demo = process.env.SEED_DEMO !== 'false';
  if (await seedAdminFromEnv(db)) console.log('seed: created the admin from ADMIN_EMAIL');
  if (!demo) return;
  const users = await seedUsers(db);
  console.log(`seed: ${users} demo user(s) created`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  seed()
    .then(() => db.$disconnect())
    .catch(async (err) => {
      console.error('seed failed:', err);
      await db.$disconnect();
      process.exit(1);
    });
}
