import type { EditRequestChanges, EditRequestStatus } from '@kimoshdi/shared';
import { sql } from 'kysely';
import { afterCursor, cursorAt, type KeysetCursor } from '../../db/keyset';
import type { Db } from '../../db/database';
import type { LooseDocument } from '../file';

// Every read of a person's own request filters on user_id: another's id is simply not there (404).

/** The verified fields as they are now, and what the approval and the message need of the person. */
export function findPerson(db: Db, userId: string, options: { forUpdate?: boolean } = {}) {
  let query = db
    .selectFrom('users')
    .select(['id', 'full_name', 'pinfl', 'stir', 'lang', 'idp', 'idp_subject'])
    .where('id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Whether another user holds the PINFL or STIR already (both columns are unique). */
export async function idHeldByOther(db: Db, userId: string, column: 'pinfl' | 'stir', value: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(column, '=', value)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasOpenRequest(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('edit_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRequest(
  db: Db,
  request: {
    userId: string;
    old: { full_name: string; pinfl: string | null; stir: string | null };
    changes: EditRequestChanges;
    reason: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('edit_requests')
    .values({
      user_id: request.userId,
      old_full_name: request.old.full_name,
      old_pinfl: request.old.pinfl,
      old_stir: request.old.stir,
      new_full_name: request.changes.full_name ?? null,
      new_pinfl: request.changes.pinfl ?? null,
      new_stir: request.changes.stir ?? null,
      reason: request.reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertRequestFiles(
  db: Db,
  requestId: string,
  documents: readonly LooseDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insertInto('edit_request_files')
    .values(documents.map((document) => ({ ...document, request_id: requestId })))
    .execute();
}

/** A request with its author's name and phone. */
function requestsWithUser(db: Db) {
  return db
    .selectFrom('edit_requests')
    .innerJoin('users', 'users.id', 'edit_requests.user_id')
    .selectAll('edit_requests')
    .select(['users.full_name as user_full_name', 'users.phone as user_phone']);
}

export type RequestRow = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** One request (the author's only, when `userId` is given); locked for the decision with `forUpdate`. */
export function findRequest(db: Db, id: string, options: { userId?: string; forUpdate?: boolean } = {}) {
  let query = requestsWithUser(db).where('edit_requests.id', '=', id);
  if (options.userId !== undefined) query = query.where('edit_requests.user_id', '=', options.userId);
  if (options.forUpdate) query = query.forUpdate('edit_requests');
  return query.executeTakeFirst();
}

export interface RequestFilter {
  userId?: string;
  status?: EditRequestStatus;
}

/** The desk's pending requests come oldest first (a queue); every other list newest first. */
const orderOf = (filter: RequestFilter) => (filter.status === 'pending' && !filter.userId ? 'asc' : 'desc');

function filtered(db: Db, filter: RequestFilter) {
  let query = requestsWithUser(db);
  if (filter.userId !== undefined) query = query.where('edit_requests.user_id', '=', filter.userId);
  if (filter.status !== undefined) query = query.where('edit_requests.status', '=', filter.status);
  return query;
}

export async function listRequests(
  db: Db,
  filter: RequestFilter,
  { page, size }: { page: number; size: number },
) {
  const order = orderOf(filter);
  let count = db.selectFrom('edit_requests').select((eb) => eb.fn.countAll<string>().as('count'));
  if (filter.userId !== undefined) count = count.where('user_id', '=', filter.userId);
  if (filter.status !== undefined) count = count.where('status', '=', filter.status);
  const [items, total] = await Promise.all([
    filtered(db, filter)
      .orderBy('edit_requests.created_at', order)
      .orderBy('edit_requests.id', order)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.count) };
}

/** The list of `filter` after the cursor, in the page's order (the desk's export). */
export function requestsAfter(db: Db, filter: RequestFilter, after: KeysetCursor | null, limit: number) {
  const order = orderOf(filter);
  let query = filtered(db, filter).select(cursorAt('edit_requests.created_at').as('cursor_at'));
  if (after) {
    const columns = { at: 'edit_requests.created_at', id: 'edit_requests.id', type: 'timestamptz' } as const;
    query = query.where(afterCursor(columns, after, order));
  }
  return query
    .orderBy('edit_requests.created_at', order)
    .orderBy('edit_requests.id', order)
    .limit(limit)
    .execute();
}

export type RequestFileRow = Awaited<ReturnType<typeof filesOfRequests>>[number];

export function filesOfRequests(db: Db, requestIds: readonly string[]) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('edit_request_files')
    .select(['id', 'request_id', 'storage_key', 'name', 'mime', 'size_bytes'])
    .where('request_id', 'in', requestIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findRequestFile(db: Db, requestId: string, fileId: string) {
  return db
    .selectFrom('edit_request_files')
    .innerJoin('edit_requests', 'edit_requests.id', 'edit_request_files.request_id')
    .select([
      'edit_request_files.storage_key',
      'edit_request_files.name',
      'edit_request_files.mime',
      'edit_requests.user_id',
    ])
    .where('edit_request_files.request_id', '=', requestId)
    .where('edit_request_files.id', '=', fileId)
    .executeTakeFirst();
}

/** Ends a pending request (the caller locked it and checked it is pending). */
export async function closeRequest(
  db: Db,
  id: string,
  decision: {
    status: Exclude<EditRequestStatus, 'pending'>;
    operatorId: string | null;
    reason: string | null;
  },
): Promise<void> {
  await db
    .updateTable('edit_requests')
    .set({
      status: decision.status,
      decided_at: sql<Date>`now()`,
      decided_by: decision.operatorId,
      decision_reason: decision.reason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** The approved values become the profile's. */
export async function applyToUser(db: Db, userId: string, changes: EditRequestChanges): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}
