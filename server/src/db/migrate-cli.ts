/**
 * `npm run migrate`: brings the database named by DATABASE_URL up to date (the schema, then the
 * reference data every deployment needs) and says what it did. docker-compose.yml runs it once
 * before the web processes, which then start with MIGRATE_AT_START=false.
 */
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { seedReferenceData } from './seed';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/kimoshdi).');
  process.exit(1);
}
// Unnamed: the statements around a migration run once, and the schema changes under them.
const db = createDatabase(url, 1, undefined, { namedStatements: false });
try {
  const { results = [] } = await migrateToLatest(db);
  if (results.length === 0) console.log('The schema is up to date.');
  for (const result of results) console.log(`${result.status}: ${result.migrationName}`);
  await seedReferenceData(db);
  console.log('The reference data is in place.');
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
