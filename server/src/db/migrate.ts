import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  sql,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from 'kysely';
import type { Database } from './database';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

/** The migrations in the folder, by name (the file name without `.sql`), in the order they apply. */
async function migrationNames(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => file.replace(/\.sql$/, ''));
}

/** Plain `.sql` files named YYYYMMDD_HHMM_slug.sql, applied in name order, each in a transaction. */
class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    for (const name of await migrationNames(this.dir)) {
      const text = await readFile(path.join(this.dir, `${name}.sql`), 'utf8');
      migrations[name] = {
        up: async (db) => {
          await sql.raw(text).execute(db);
        },
      };
    }
    return migrations;
  }
}

export class MigrationError extends Error {}

/** Brings the schema up to date. Safe to run from several processes at once: kysely takes a lock. */
export async function migrateToLatest(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}

/**
 * The folder's migrations the database has not applied (kysely's own record): readiness waits for
 * none (a web process started before the migrate step finished must not take traffic).
 */
export async function pendingMigrations(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const names = await migrationNames(dir);
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`SELECT name FROM ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(
      db,
    );
    applied = new Set(rows.rows.map((row) => row.name));
  } catch (error) {
    // No record yet: nothing is applied.
    if ((error as { code?: unknown }).code !== '42P01') throw error;
    applied = new Set();
  }
  return names.filter((name) => !applied.has(name));
}
