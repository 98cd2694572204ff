/**
 * Writes the reference data (regions and areas, property categories, lot and order statuses, the
 * small code lists, payment providers, banks) in one transaction. Idempotent: every row is inserted or,
 * when its id exists, every column is set again from the data files, so running it twice (or
 * after a data file changed) leaves the tables equal to the files. Rows that are no longer in the
 * files are left alone (other tables may point at them).
 *
 * The Uzbek Cyrillic names are made from the Uzbek Latin ones by transliterate().
 */
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { transliterate } from '@kimoshdi/shared/domain/i18n/transliterate';
import type { Database } from '../database';
import type { DB } from '../schema.generated';
import { BANKS } from './data/banks';
import { CATEGORIES } from './data/categories';
import { ORDER_TYPES, PAYMENT_TYPES, TRADE_TYPES, type CodeListSeed } from './data/code-lists';
import { PAYMENT_PROVIDERS } from './data/payment-providers';
import { AREAS, REGIONS, type LocalizedName } from './data/regions';
import { LOT_STATUSES, ORDER_STATUSES } from './data/statuses';

function names(name: LocalizedName) {
  return { name_uz: name.uz, name_ru: name.ru, name_uz_cyrl: transliterate(name.uz), name_en: name.en };
}

const NAME_COLUMNS = ['name_uz', 'name_ru', 'name_uz_cyrl', 'name_en'] as const;

/** `SET col = excluded.col` for every listed column of the table (checked against its columns). */
function fromExcluded<T extends keyof DB>(
  _table: T,
  columns: readonly (keyof DB[T] & string)[],
): Record<string, RawBuilder<never>> {
  return Object.fromEntries(columns.map((column) => [column, sql<never>`excluded.${sql.ref(column)}`]));
}

type CodeListTable = 'order_statuses' | 'trade_types' | 'order_types' | 'payment_types';

async function upsertCodeList(trx: Transaction<DB>, table: CodeListTable, items: readonly CodeListSeed[]) {
  await trx
    .insertInto(table)
    .values(items.map((item) => ({ id: item.id, code: item.code, ...names(item.name) })))
    .onConflict((oc) => oc.column('id').doUpdateSet(fromExcluded(table, ['code', ...NAME_COLUMNS])))
    .execute();
}

export async function seedDictionaries(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('regions')
      .values(
        REGIONS.map((region) => ({
          id: region.id,
          soato: region.soato,
          sort_order: region.sortOrder,
          ...names(region.name),
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet(fromExcluded('regions', ['soato', 'sort_order', ...NAME_COLUMNS])),
      )
      .execute();

    await trx
      .insertInto('areas')
      .values(
        AREAS.map((area) => ({
          id: area.id,
          region_id: area.regionId,
          soato: area.soato,
          kind: area.kind,
          sort_order: area.sortOrder,
          ...names(area.name),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(fromExcluded('areas', ['region_id', 'soato', 'kind', 'sort_order', ...NAME_COLUMNS])),
      )
      .execute();

    // Parents come first in CATEGORIES, and one statement checks the foreign key at its end.
    await trx
      .insertInto('property_categories')
      .values(
        CATEGORIES.map((category) => ({
          id: category.id,
          code: category.code,
          parent_id: category.parentId,
          icon: category.icon,
          sort_order: category.sortOrder,
          ...names(category.name),
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(
            fromExcluded('property_categories', ['code', 'parent_id', 'icon', 'sort_order', ...NAME_COLUMNS]),
          ),
      )
      .execute();

    await trx
      .insertInto('lot_statuses')
      .values(
        LOT_STATUSES.map((status) => ({
          id: status.id,
          code: status.code,
          color: status.color,
          ...names(status.name),
        })),
      )
      .onConflict((oc) =>
        oc.column('id').doUpdateSet(fromExcluded('lot_statuses', ['code', 'color', ...NAME_COLUMNS])),
      )
      .execute();

    await upsertCodeList(trx, 'order_statuses', ORDER_STATUSES);
    await upsertCodeList(trx, 'trade_types', TRADE_TYPES);
    await upsertCodeList(trx, 'order_types', ORDER_TYPES);
    await upsertCodeList(trx, 'payment_types', PAYMENT_TYPES);

    await trx
      .insertInto('payment_providers')
      .values(
        PAYMENT_PROVIDERS.map((provider) => ({
          id: provider.id,
          code: provider.code,
          name: provider.name,
          url: provider.url,
          logo: provider.logo,
          sort_order: provider.sortOrder,
          active: provider.active,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(
            fromExcluded('payment_providers', ['code', 'name', 'url', 'logo', 'sort_order', 'active']),
          ),
      )
      .execute();

    await trx
      .insertInto('banks')
      .values(BANKS.map((bank, index) => ({ mfo: bank.mfo, sort_order: index + 1, ...names(bank.name) })))
      .onConflict((oc) =>
        oc.column('mfo').doUpdateSet(fromExcluded('banks', ['sort_order', ...NAME_COLUMNS])),
      )
      .execute();
  });
}
