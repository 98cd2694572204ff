import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { seedReferenceData } from '../../server/src/db/seed';

const run = promisify(execFile);

describe('schema', () => {
  it('the committed kysely types match the migrated database', async () => {
    // kysely-codegen --verify regenerates the types from the live schema and fails on any difference.
    const result = await run(
      'npx',
      [
        'kysely-codegen',
        '--dialect',
        'postgres',
        '--date-parser',
        'string',
        '--exclude-pattern',
        'kysely_*',
        '--out-file',
        'server/src/db/schema.generated.ts',
        '--verify',
      ],
      { env: { ...process.env, DATABASE_URL: inject('databaseUrl') } },
    ).catch((error: { stdout: string; stderr: string }) => error);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/not up-to-date|error/i);
    expect(result).not.toHaveProperty('code');
  });

  it('migrations and reference data run again without changing anything', async () => {
    const db = createDatabase(inject('databaseUrl'), 2);
    try {
      const count = async () =>
        Promise.all(
          (
            [
              'regions',
              'areas',
              'property_categories',
              'lot_statuses',
              'payment_providers',
              'offer_versions',
            ] as const
          ).map(async (table) =>
            Number(
              (
                await db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const before = await count();
      const again = await migrateToLatest(db);
      expect(again.results).toEqual([]);
      await seedReferenceData(db);
      await seedReferenceData(db);
      expect(await count()).toEqual(before);
      expect(before.every((n) => n > 0)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
