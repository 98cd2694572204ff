/**
 * The order_files rows (migrations/20261122_0700_order_files.sql). Functions take `db` or a
 * transaction first; the service opens the transactions.
 */
import type { FileKind, FileTotals } from '@kimoshdi/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface FileRow {
  id: string;
  order_id: number;
  kind: FileKind;
  storage_key: string;
  name: string;
  mime: string;
  size_bytes: number;
  is_main: boolean;
  visible_to_participants: boolean;
  /** Images: the width variants are stored (an upload stores them; older photos get them by the backfill). */
  photo_sizes: boolean;
  created_at: Date;
}

export type NewFileRow = Omit<FileRow, 'is_main' | 'created_at' | 'photo_sizes'> & { photo_sizes?: boolean };

const COLUMNS = [
  'id',
  'order_id',
  'kind',
  'storage_key',
  'name',
  'mime',
  'size_bytes',
  'is_main',
  'visible_to_participants',
  'photo_sizes',
  'created_at',
] as const;

/** The order if the user is its customer (else undefined: another's order is not found). */
export async function findOwnOrder(db: Db, orderId: number, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .where('customer_user_id', '=', userId)
    .executeTakeFirst();
}

/** The same, its row locked: uploads and changes of one order queue here, so limits hold. */
export async function lockOwnOrder(db: Db, orderId: number, userId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('id', '=', orderId)
    .where('customer_user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function fileTotals(db: Db, orderId: number, kind: FileKind): Promise<FileTotals> {
  const row = await db
    .selectFrom('order_files')
    .select((eb) => [
      eb.fn.countAll<string>().as('count'),
      eb.fn.sum<string | null>('size_bytes').as('bytes'),
    ])
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
}

/** An order's files of a kind (or both), oldest first: the order people uploaded them in. */
export async function filesOf(db: Db, orderId: number, kind?: FileKind): Promise<FileRow[]> {
  let query = db.selectFrom('order_files').select(COLUMNS).where('order_id', '=', orderId);
  if (kind) query = query.where('kind', '=', kind);
  return (await query.orderBy('created_at').orderBy('id').execute()) as FileRow[];
}

export async function insertFiles(db: Db, rows: readonly NewFileRow[]): Promise<void> {
  if (rows.length === 0) return;
  // One statement, one clock: created_at orders the batch as it was sent.
  await db
    .insertInto('order_files')
    .values(
      rows.map((row, index) => ({
        ...row,
        created_at: sql<Date>`now() + ${index} * interval '1 microsecond'`,
      })),
    )
    .execute();
}

/** The file with its order's owner and status (for the owner's calls and for serving). */
export async function findFile(db: Db, fileId: string) {
  const row = await db
    .selectFrom('order_files as f')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .select(COLUMNS.map((column) => `f.${column}` as const))
    .select(['o.customer_user_id', 'o.status as order_status'])
    .where('f.id', '=', fileId)
    .executeTakeFirst();
  return row as (FileRow & { customer_user_id: string | null; order_status: number }) | undefined;
}

/** Makes the image the order's one main photo. */
export async function setMainImage(db: Db, orderId: number, fileId: string): Promise<void> {
  // Two statements: the unique index on the main photo is checked per statement.
  await db
    .updateTable('order_files')
    .set({ is_main: false })
    .where('order_id', '=', orderId)
    .where('is_main', '=', true)
    .where('id', '!=', fileId)
    .execute();
  await db
    .updateTable('order_files')
    .set({ is_main: true })
    .where('id', '=', fileId)
    .where('kind', '=', 'image')
    .execute();
}

/** The order's first photo becomes main when it has none (the first upload, or after a delete). */
export async function ensureMainImage(db: Db, orderId: number): Promise<void> {
  await sql`
    UPDATE order_files SET is_main = true
    WHERE id = (SELECT id FROM order_files WHERE order_id = ${orderId} AND kind = 'image'
                ORDER BY created_at, id LIMIT 1)
      AND NOT EXISTS (SELECT 1 FROM order_files WHERE order_id = ${orderId} AND is_main)
  `.execute(db);
}

export async function setDocumentVisible(db: Db, fileId: string, visible: boolean): Promise<void> {
  await db
    .updateTable('order_files')
    .set({ visible_to_participants: visible })
    .where('id', '=', fileId)
    .where('kind', '=', 'document')
    .execute();
}

export async function deleteFileRow(db: Db, fileId: string): Promise<void> {
  await db.deleteFrom('order_files').where('id', '=', fileId).execute();
}

/** Photos whose width variants are not stored yet, oldest first, after the keyset `after`. */
export async function photosLackingSizes(
  db: Db,
  limit: number,
  after?: { createdAt: Date; id: string },
): Promise<Pick<FileRow, 'id' | 'storage_key' | 'created_at'>[]> {
  let query = db
    .selectFrom('order_files')
    .select(['id', 'storage_key', 'created_at'])
    .where('kind', '=', 'image')
    .where('photo_sizes', '=', false);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return (await query.orderBy('created_at').orderBy('id').limit(limit).execute()) as Pick<
    FileRow,
    'id' | 'storage_key' | 'created_at'
  >[];
}

export async function markPhotoSizesStored(db: Db, fileId: string): Promise<void> {
  await db.updateTable('order_files').set({ photo_sizes: true }).where('id', '=', fileId).execute();
}

/** Whether the user applied to a lot of the order (a live application: sent, not cancelled). */
export async function isApplicantOfOrder(db: Db, orderId: number, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('lots as l', 'l.id', 'a.lot_id')
    .select('a.id')
    .where('l.order_id', '=', orderId)
    .where('a.user_id', '=', userId)
    .where('a.status', '=', 'sent')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
