import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';

/** The profile with the names of its address's region and district in every language. */
export function findProfile(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('regions', 'regions.id', 'users.region_id')
    .leftJoin('areas', 'areas.id', 'users.area_id')
    .select([
      'users.full_name',
      'users.user_name',
      'users.role',
      'users.phone',
      'users.email',
      'users.pinfl',
      'users.stir',
      'users.address',
      'users.lang',
      'users.region_id',
      'users.area_id',
      'users.street',
      'regions.name_uz as region_uz',
      'regions.name_ru as region_ru',
      'regions.name_uz_cyrl as region_uz_cyrl',
      'regions.name_en as region_en',
      'areas.name_uz as area_uz',
      'areas.name_ru as area_ru',
      'areas.name_uz_cyrl as area_uz_cyrl',
      'areas.name_en as area_en',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Sets the name only while there is none: false when the profile has one already. */
export async function fillMissingName(db: Db, userId: string, fullName: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ full_name: fullName, updated_at: new Date() })
    .where('id', '=', userId)
    .where(sql<string>`btrim(full_name)`, '=', '')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The district's Uzbek names with its region's, when the district lies in that region. */
export function findAreaInRegion(db: Db, regionId: number, areaId: number) {
  return db
    .selectFrom('areas')
    .innerJoin('regions', 'regions.id', 'areas.region_id')
    .select(['areas.name_uz as area', 'regions.name_uz as region'])
    .where('areas.id', '=', areaId)
    .where('areas.region_id', '=', regionId)
    .executeTakeFirst();
}

/** The address by parts; `address` keeps the Uzbek text for readers of the one-text column. */
export async function updateAddress(
  db: Db,
  userId: string,
  address: { regionId: number; areaId: number; street: string; text: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      region_id: address.regionId,
      area_id: address.areaId,
      street: address.street,
      address: address.text,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .execute();
}

/** Whether another user holds the phone or e-mail already (the columns are unique). */
export async function contactHeldByOther(
  db: Db,
  userId: string,
  column: 'phone' | 'email',
  value: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(column, '=', value)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setContact(
  db: Db,
  userId: string,
  column: 'phone' | 'email',
  value: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ [column]: value, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
