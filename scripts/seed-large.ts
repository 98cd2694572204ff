/**
 * `npm run seed:large [count]`: adds `count` (default 100 000) lots to the database named by
 * DATABASE_URL, migrating it and seeding the reference data first if needed. For benchmarks.
 */
import { createDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedReferenceData } from '../server/src/db/seed';
import { seedLargeCatalogue } from '../server/src/demo/large-catalogue';
import { runIfMain } from './lib/run-if-main';

export async function main(args: string[]): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/kimoshdi_bench).');
    return 1;
  }
  const count = args[0] === undefined ? 100_000 : Number(args[0]);
  if (!Number.isInteger(count) || count < 1) {
    console.error(`The lot count must be a positive whole number, not "${args[0]}".`);
    return 1;
  }
  const db = createDatabase(url, 2);
  try {
    await migrateToLatest(db);
    await seedReferenceData(db);
    const result = await seedLargeCatalogue(db, count);
    console.log(
      `Added ${result.lots} lots in ${result.orders} orders in ${(result.ms / 1000).toFixed(1)} s.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

runIfMain(import.meta.url, main);
