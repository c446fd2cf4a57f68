// `npm run db:seed` (also Prisma's seed command): idempotent; demo data unless SEED_DEMO=false (`npm start`
// passes false unless it runs the embedded database, scripts/start.mjs; the Docker image sets false).
// Reference data (Indonesia's airports, the three aircraft types) is seeded always; the demo operation
// (areas, bases, aircraft and their records, crew with their roster, a year of flights with logbooks and
// manifests) only with the demo data. The flights are seeded only while route_schedules is empty.
// SEED_SCALE=N (1-20) multiplies the demo's history by N when the flights are seeded (prisma/seed/scale.ts).
import { SEED_ACTOR, withActor } from '@/server/audit/actor';
import { db } from '@/server/db';
import { foldScheduleTally } from '@/server/jobs/tally';
import { vapidKeys } from '@/server/notify/vapid';
import { seedBacklog, seedHelp } from './backlog';
import { seedCareers } from './careers';
import { seedCrew, seedRoster } from './crew';
import { seedCustomers } from './customers';
import { seedFleet, seedFleetTypes } from './fleet';
import { seedInventory } from './inventory';
import { seedMarine } from './marine';
import { seedAirports, seedAreasAndBases } from './network';
import { seedNews } from './news';
import { seedOperations } from './operations';
import { seedPurchases } from './purchase';
import { scaleDemo } from './scale';
import { seedScrapbook } from './sws-scrapbook';
import { seedAdminFromEnv, seedUsers } from './users';
import { seedWatersports } from './watersports';

/** SEED_SCALE as a whole number from 1 to 20 (1 when unset). */
function seedScale(): number {
  const raw = process.env.SEED_SCALE ?? '1';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 20) throw new Error(`SEED_SCALE must be a whole number from 1 to 20, not '${raw}'`);
  return n;
}

/** SEED_DEMO: true (the default when unset) or false; anything else is a mistake, not a yes. */
function seedDemo(): boolean {
  const raw = process.env.SEED_DEMO ?? 'true';
  if (raw !== 'true' && raw !== 'false') throw new Error(`SEED_DEMO must be true or false, not '${raw}'`);
  return raw === 'true';
}

/** Seeds as the seed: the audit trail records none of it (server/audit/actor.ts). */
export function seed(): Promise<void> {
  return withActor(SEED_ACTOR, seedAll);
}

async function seedAll(): Promise<void> {
  const demo = seedDemo();
  const scale = seedScale();
  if (await seedAdminFromEnv(db)) console.log('seed: created the admin from ADMIN_EMAIL');
  const [airports, types] = await Promise.all([seedAirports(db), seedFleetTypes(db)]);
  console.log(`seed: ${airports} airport(s), ${types} aircraft type(s) created`);
  console.log(`seed: ${await seedHelp(db)} help entr(ies) created`);
  // The web-push key pair, before any request reads it (a GET never writes).
  await vapidKeys();
  if (!demo) return;
  const users = await seedUsers(db);
  console.log(`seed: ${users} demo user(s) created`);
  const network = await seedAreasAndBases(db);
  console.log(`seed: ${network.areas} area(s), ${network.bases} base(s) created`);
  const fleet = await seedFleet(db);
  console.log(
    `seed: ${fleet.aircraft} aircraft, ${fleet.parts} part(s), ${fleet.hours} daily hours record(s), ${fleet.releases} release(s), ` +
      `${fleet.partReleases} part release(s), ${fleet.afls} AFL page(s), ${fleet.history} history entr(ies) created`,
  );
  const crew = await seedCrew(db);
  const c = crew.counts;
  console.log(`seed: ${c.pilots} crew member(s), ${c.ratings} type rating(s), ${c.airports} airport qualification(s) created`);
  const [roster, ops] = await Promise.all([seedRoster(db, crew.crew), seedOperations(db, crew.crew)]);
  console.log(`seed: ${roster} roster entr(ies) created`);
  console.log(`seed: ${ops.schedules} route schedule(s), ${ops.logbooks} logbook entr(ies), ${ops.manifests} manifest entr(ies) created`);
  const purchases = await seedPurchases(db);
  console.log(`seed: ${purchases} purchase request(s) created`);
  const marineStart = performance.now();
  const customers = await seedCustomers(db);
  const marine = await seedMarine(db);
  console.log(
    `seed: ${customers} customer(s), ${marine.products} marine product(s) with ${marine.items} item(s), ` +
      `${marine.documents} warehouse document(s), ${marine.mutations} stock mutation(s), ${marine.orders} order(s) created ` +
      `(${Math.round(performance.now() - marineStart)} ms)`,
  );
  // after marine: the watersports year's ids follow the marine rows
  const sws = await seedWatersports(db);
  console.log(
    `seed: ${sws.products} watersports product(s) with ${sws.items} item(s), ${sws.mutations} stock mutation(s), ${sws.orders} order(s) created`,
  );
  const scrapbookStart = performance.now();
  const scrapbook = await seedScrapbook(db);
  console.log(
    `seed: ${scrapbook.posts} scrapbook post(s) with ${scrapbook.photos} photo(s) created (${Math.round(performance.now() - scrapbookStart)} ms)`,
  );
  console.log(`seed: ${await seedNews(db)} news article(s) created`);
  const inventory = await seedInventory(db);
  console.log(`seed: ${inventory.assets} IT asset(s) with ${inventory.history} history entr(ies) created`);
  const backlog = await seedBacklog(db);
  console.log(`seed: ${backlog.items} backlog item(s) with ${backlog.comments} comment(s) created`);
  const careersStart = performance.now();
  const careers = await seedCareers(db);
  console.log(
    `seed: ${careers.postings} job posting(s), ${careers.candidates} candidate(s), ${careers.applications} application(s) with ` +
      `${careers.history} history entr(ies), ${careers.forms} candidate form(s) created (${Math.round(performance.now() - careersStart)} ms)`,
  );
  if (scale > 1 && ops.schedules > 0) {
    const scaleStart = performance.now();
    const s = await scaleDemo(db, scale);
    console.log(
      `seed: scale ${scale}: ${s.flights} flight(s), ${s.logbooks} logbook entr(ies), ${s.roster} roster entr(ies), ${s.orders} order(s) ` +
        `copied to earlier years (${Math.round(performance.now() - scaleStart)} ms)`,
    );
  }
  await foldScheduleTally(db);
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
