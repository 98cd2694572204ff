/** `npm run migrate`: brings the database named by DATABASE_URL up to date and says what it did. */
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/kimoshdi).');
  process.exit(1);
}
const db = createDatabase(url, 1);
try {
  const { results = [] } = await migrateToLatest(db);
  if (results.length === 0) console.log('The schema is up to date.');
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
