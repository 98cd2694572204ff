/**
 * Edit requests (the spec's cabinet item "edit requests"): a person asks an operator to change the
 * verified fields of the profile (full name, PINFL, STIR), with a reason and supporting documents
 * stored by the file module. One pending request per person (a unique index decides a race); the
 * author may withdraw it while pending. An operator approves it (the new values become the
 * profile's, and the identity provider's account's when the provider is Kimoshdi ID, in the same
 * transaction as the status, the action log and the person's message) or rejects it with a reason.
 * Deciding a decided request again changes nothing: the same decision answers it as it is, the
 * other one is WRONG_STATE.
 */
import {
  EDIT_REQUEST_FIELDS,
  EDIT_REQUEST_MAX_DOCUMENTS,
  editRequestChanges,
  editRequestFieldsSchema,
  type EditRequest,
  type EditRequestChanges,
  type EditRequestStatus,
  type OperatorEditRequest,
  type Page,
  type PageQuery,
} from '@kimoshdi/shared';
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import { isOperator, type Role } from '@kimoshdi/shared/domain/user/roles';
import type { Readable } from 'node:stream';
import type { Database, Db } from '../../db/database';
import { keysetRows } from '../../db/keyset';
import { AppError } from '../../lib/app-error';
import { parse } from '../../lib/parse';
import { logAction } from '../action-log';
import type { FileService, UploadRequest } from '../file';
import { updateAccountIdentity } from '../identity';
import { tellAboutDecision } from './edit-request-messages';
import {
  applyToUser,
  closeRequest,
  filesOfRequests,
  findPerson,
  findRequest,
  findRequestFile,
  hasOpenRequest,
  idHeldByOther,
  insertRequest,
  insertRequestFiles,
  listRequests,
  requestsAfter,
  type RequestFileRow,
  type RequestFilter,
  type RequestRow,
} from './edit-request.repository';

export type EditRequestFiles = Pick<FileService, 'storeLooseDocuments' | 'readLooseDocument'>;

const documentUrl = (requestId: string, fileId: string) =>
  `/api/shop/edit-requests/${requestId}/documents/${fileId}`;

/** The request as its author (`masked`: the PINFLs shown by their last four digits) or an operator reads it. */
function toRequest(row: RequestRow, files: readonly RequestFileRow[], masked: boolean): EditRequest {
  const show = (field: string, value: string | null) =>
    value !== null && masked && field === 'pinfl' ? maskPinfl(value) : value;
  const old = { full_name: row.old_full_name, pinfl: row.old_pinfl, stir: row.old_stir };
  const wanted = { full_name: row.new_full_name, pinfl: row.new_pinfl, stir: row.new_stir };
  return {
    id: row.id,
    status: row.status as EditRequestStatus,
    changes: EDIT_REQUEST_FIELDS.flatMap((field) => {
      const value = wanted[field];
      return value === null
        ? []
        : [{ field, old: show(field, old[field]), new: show(field, value) ?? value }];
    }),
    reason: row.reason,
    documents: files
      .filter((file) => file.request_id === row.id)
      .map((file) => ({
        id: file.id,
        name: file.name,
        size: file.size_bytes,
        mime: file.mime,
        url: documentUrl(row.id, file.id),
      })),
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    decision_reason: row.decision_reason,
  };
}

function toOperatorRequest(row: RequestRow, files: readonly RequestFileRow[]): OperatorEditRequest {
  return {
    ...toRequest(row, files, false),
    user_id: row.user_id,
    user_full_name: row.user_full_name,
    user_phone: row.user_phone,
    decided_by: row.decided_by,
  };
}

function changesOf(row: RequestRow): EditRequestChanges {
  const changes: EditRequestChanges = {};
  if (row.new_full_name !== null) changes.full_name = row.new_full_name;
  if (row.new_pinfl !== null) changes.pinfl = row.new_pinfl;
  if (row.new_stir !== null) changes.stir = row.new_stir;
  return changes;
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint === undefined || name === constraint);
}

/** EDIT_REQUEST_ID_TAKEN when another account holds a PINFL or STIR the request asks for. */
async function checkIdsFree(db: Db, userId: string, changes: EditRequestChanges): Promise<void> {
  for (const column of ['pinfl', 'stir'] as const) {
    const value = changes[column];
    if (value !== undefined && (await idHeldByOther(db, userId, column, value))) {
      throw new AppError('EDIT_REQUEST_ID_TAKEN', { field: column });
    }
  }
}

export function createEditRequestService(db: Database, files: EditRequestFiles) {
  async function withFiles(rows: RequestRow[]) {
    return {
      rows,
      files: await filesOfRequests(
        db,
        rows.map((row) => row.id),
      ),
    };
  }

  async function own(userId: string, id: string): Promise<EditRequest> {
    const row = await findRequest(db, id, { userId });
    if (!row) throw new AppError('NOT_FOUND');
    return toRequest(row, await filesOfRequests(db, [row.id]), true);
  }

  async function forOperator(id: string): Promise<OperatorEditRequest> {
    const row = await findRequest(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toOperatorRequest(row, await filesOfRequests(db, [row.id]));
  }

  async function decide(
    operatorId: string,
    id: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<OperatorEditRequest> {
    await db.transaction().execute(async (trx) => {
      const request = await findRequest(trx, id, { forUpdate: true });
      if (!request) throw new AppError('NOT_FOUND');
      if (request.status === decision) return; // Decided so already: nothing changes again.
      if (request.status !== 'pending') throw new AppError('WRONG_STATE', { status: request.status });
      const person = await findPerson(trx, request.user_id, { forUpdate: true });
      if (!person) throw new AppError('NOT_FOUND');
      if (decision === 'approved') {
        const changes = changesOf(request);
        await checkIdsFree(trx, person.id, changes);
        try {
          await applyToUser(trx, person.id, changes);
          if (person.idp === 'kimoshdi-id' && person.idp_subject) {
            await updateAccountIdentity(trx, person.idp_subject, changes);
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('EDIT_REQUEST_ID_TAKEN');
          throw error;
        }
      }
      await closeRequest(trx, request.id, { status: decision, operatorId, reason });
      const actionType = decision === 'approved' ? 'edit-request-approve' : 'edit-request-reject';
      // The person's log is the history of the profile's changes; the operator's, who decided.
      await logAction(trx, {
        userId: person.id,
        type: 'profile',
        actionType,
        code: request.id,
        result: 'success',
      });
      await logAction(trx, {
        userId: operatorId,
        type: 'profile',
        actionType,
        code: request.id,
        result: 'success',
      });
      await tellAboutDecision(
        trx,
        person,
        decision === 'approved'
          ? { kind: 'approved', id: request.id }
          : { kind: 'rejected', id: request.id, reason: reason ?? '' },
      );
    });
    return forOperator(id);
  }

  return {
    /**
     * POST edit-requests (multipart): the fields are checked before a file's byte is read; the
     * documents are stored, then the request and its files written in one transaction (the stored
     * bytes removed when that fails).
     */
    async submit(userId: string, request: UploadRequest): Promise<EditRequest> {
      const { fields, documents, discard } = await files.storeLooseDocuments(request, {
        maxFiles: EDIT_REQUEST_MAX_DOCUMENTS,
        // A reason of 1000 letters, 4 bytes each at most in UTF-8, with the other fields.
        fieldSize: 4 * 1024,
        noFiles: () => new AppError('EDIT_REQUEST_DOCUMENT_REQUIRED'),
        begin: async (raw) => {
          const input = parse(editRequestFieldsSchema, raw);
          const person = await findPerson(db, userId);
          if (!person) throw new AppError('NOT_FOUND');
          const check = editRequestChanges(person, input);
          if (!check.ok && check.code === 'VALIDATION') {
            throw new AppError('VALIDATION', {
              fields: [{ path: check.field, code: 'custom', message: `a valid ${check.field}` }],
            });
          }
          if (!check.ok) throw new AppError('EDIT_REQUEST_NO_CHANGE');
          if (await hasOpenRequest(db, userId)) throw new AppError('EDIT_REQUEST_OPEN');
          await checkIdsFree(db, userId, check.changes);
          return { person, changes: check.changes, reason: input.reason };
        },
      });
      let id: string;
      try {
        id = await db.transaction().execute(async (trx) => {
          const requestId = await insertRequest(trx, {
            userId,
            old: fields.person,
            changes: fields.changes,
            reason: fields.reason,
          });
          await insertRequestFiles(trx, requestId, documents);
          await logAction(trx, {
            userId,
            type: 'profile',
            actionType: 'edit-request',
            code: requestId,
            result: 'success',
          });
          return requestId;
        });
      } catch (error) {
        await discard();
        if (isUniqueViolation(error, 'edit_requests_one_open_idx')) throw new AppError('EDIT_REQUEST_OPEN');
        throw error;
      }
      return own(userId, id);
    },

    /** The author's pending request withdrawn; a withdrawn one answers as it is, a decided one WRONG_STATE. */
    async withdraw(userId: string, id: string): Promise<EditRequest> {
      await db.transaction().execute(async (trx) => {
        const request = await findRequest(trx, id, { userId, forUpdate: true });
        if (!request) throw new AppError('NOT_FOUND');
        if (request.status === 'withdrawn') return;
        if (request.status !== 'pending') throw new AppError('WRONG_STATE', { status: request.status });
        await closeRequest(trx, id, { status: 'withdrawn', operatorId: null, reason: null });
        await logAction(trx, {
          userId,
          type: 'profile',
          actionType: 'edit-request-withdraw',
          code: id,
          result: 'success',
        });
      });
      return own(userId, id);
    },

    async listOwn(userId: string, page: PageQuery): Promise<Page<EditRequest>> {
      const { items, total } = await listRequests(db, { userId }, page);
      const { files: stored } = await withFiles(items);
      return { items: items.map((row) => toRequest(row, stored, true)), total, ...page };
    },

    /** The desk: `status` pending (oldest first) or another status or all (newest first). */
    async desk(query: PageQuery & { status: EditRequestStatus | 'all' }): Promise<Page<OperatorEditRequest>> {
      const page = { page: query.page, size: query.size };
      const filter: RequestFilter = query.status === 'all' ? {} : { status: query.status };
      const { items, total } = await listRequests(db, filter, page);
      const { files: stored } = await withFiles(items);
      return { items: items.map((row) => toOperatorRequest(row, stored)), total, ...page };
    },

    /** Every request of the desk's filter, in its order, a keyset page at a time (the export). */
    async *streamDesk(status: EditRequestStatus | 'all'): AsyncGenerator<OperatorEditRequest> {
      const filter: RequestFilter = status === 'all' ? {} : { status };
      for await (const row of keysetRows((after, limit) => requestsAfter(db, filter, after, limit))) {
        yield toOperatorRequest(row, []);
      }
    },

    /** A supporting document's bytes, for the request's author and operators (anyone else 404). */
    async document(
      reader: { id: string; role: Role },
      requestId: string,
      fileId: string,
    ): Promise<{ body: Readable; name: string; mime: string; tag: string }> {
      const file = await findRequestFile(db, requestId, fileId);
      if (!file || (file.user_id !== reader.id && !isOperator(reader.role))) throw new AppError('NOT_FOUND');
      const body = await files.readLooseDocument(file.storage_key);
      if (!body) throw new AppError('NOT_FOUND', { reason: 'the stored bytes are missing' });
      return { body, name: file.name, mime: file.mime, tag: `"${fileId}-file"` };
    },

    approve: (operatorId: string, id: string) => decide(operatorId, id, 'approved', null),
    reject: (operatorId: string, id: string, reason: string) => decide(operatorId, id, 'rejected', reason),
  };
}

export type EditRequestService = ReturnType<typeof createEditRequestService>;
