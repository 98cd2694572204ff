import type {
  Area,
  Bank,
  Category,
  CodedItem,
  LocalNames,
  LotStatusItem,
  PaymentProvider,
  Region,
} from '@kimoshdi/shared';
import type { Database } from '../../db/database';

// Reference data: read whole (a few hundred rows at most) and cached by the service.

interface NamedRow {
  name_uz: string;
  name_ru: string;
  name_uz_cyrl: string;
  name_en: string;
}

const NAME_COLUMNS = ['name_uz', 'name_ru', 'name_uz_cyrl', 'name_en'] as const;

function names(row: NamedRow): LocalNames {
  return { uz: row.name_uz, ru: row.name_ru, 'uz-Cyrl': row.name_uz_cyrl, en: row.name_en };
}

export const STATIC_PATHS = { categories: '/static/categories/', payments: '/static/payments/' } as const;

export async function listRegions(db: Database): Promise<Region[]> {
  const rows = await db
    .selectFrom('regions')
    .select(['id', 'soato', ...NAME_COLUMNS])
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({ id: row.id, soato: row.soato, name: names(row) }));
}

export async function listAreas(db: Database): Promise<Area[]> {
  const rows = await db
    .selectFrom('areas')
    .select(['id', 'region_id', 'soato', 'kind', ...NAME_COLUMNS])
    .orderBy('region_id')
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    region_id: row.region_id,
    soato: row.soato,
    kind: row.kind === 'city' ? 'city' : 'district',
    name: names(row),
  }));
}

export async function listCategories(db: Database): Promise<Category[]> {
  const rows = await db
    .selectFrom('property_categories')
    .select(['id', 'code', 'parent_id', 'icon', ...NAME_COLUMNS])
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    parent_id: row.parent_id,
    icon: STATIC_PATHS.categories + row.icon,
    name: names(row),
  }));
}

export async function listLotStatuses(db: Database): Promise<LotStatusItem[]> {
  const rows = await db
    .selectFrom('lot_statuses')
    .select(['id', 'code', 'color', ...NAME_COLUMNS])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    color: row.color as LotStatusItem['color'],
    name: names(row),
  }));
}

/** The small code lists share one shape: id, code and names. */
export type CodeListTable = 'order_statuses' | 'trade_types' | 'order_types' | 'payment_types';

export async function listCodeList(db: Database, table: CodeListTable): Promise<CodedItem[]> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'code', ...NAME_COLUMNS])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, code: row.code, name: names(row) }));
}

export async function listPaymentProviders(db: Database): Promise<PaymentProvider[]> {
  const rows = await db
    .selectFrom('payment_providers')
    .select(['id', 'name', 'url', 'logo'])
    .where('active', '=', true)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({ ...row, logo: STATIC_PATHS.payments + row.logo }));
}

/** Banks for an order's requisites, in the seed's order. */
export async function listBanks(db: Database): Promise<Bank[]> {
  const rows = await db
    .selectFrom('banks')
    .select(['mfo', ...NAME_COLUMNS])
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({ mfo: row.mfo, name: names(row) }));
}
