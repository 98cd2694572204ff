/**
 * An order's photos and documents (docs/decisions.md "Order files"): uploads checked and stored,
 * the lists, the main photo, the documents' visibility, deletion. Only the order's customer may
 * touch them (another's order is 404), and only while orderEditable says the order may change
 * (else ORDER_WRONG_STATE). Bytes are stored before their row is written and removed when the row
 * cannot be, so no row lacks its bytes and no refused upload leaves bytes behind.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  addDocumentsFieldsSchema,
  addImagesFieldsSchema,
  allowedExtensions,
  checkAddition,
  fileUrl,
  isAllowedType,
  MAX_IMAGE_PIXELS,
  orderEditable,
  TYPE_EXTENSIONS,
  withExtension,
  type FileKind,
  type FileVariant,
  type OrderDocument,
  type OrderDocuments,
  type OrderFiles,
  type OrderImage,
  type OrderImages,
} from '@kimoshdi/shared';
import type { Database, Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { parse } from '../../lib/parse';
import { detectFileType } from './detect-type';
import { openFile, variantsOf, type Reader } from './file-access';
import {
  deleteFileRow,
  ensureMainImage,
  filesOf,
  fileTotals,
  findFile,
  findOwnOrder,
  insertFiles,
  lockOwnOrder,
  setDocumentVisible,
  setMainImage,
  type FileRow,
  type NewFileRow,
} from './file.repository';
import { photoVariants, reencodedScan, type EncodedImage } from './image-variants';
import {
  discardReceived,
  limitError,
  receiveUpload,
  type ReceivedFile,
  type UploadRequest,
} from './receive-upload';
import { storageKey, type FileStorage } from './storage/file-storage';

export interface FileServiceDeps {
  db: Database;
  storage: FileStorage;
  /** Where uploads stream to before they are checked and stored. */
  uploadDir: string;
  logger: Logger;
}

/** A stored document of no order: its row is its owner's (an edit request's files). */
export interface LooseDocument {
  id: string;
  storage_key: string;
  name: string;
  mime: string;
  size_bytes: number;
}

/** A file's served variants, made from the upload, and the type of what is served. */
interface Prepared {
  received: ReceivedFile;
  mime: string;
  variants: Partial<Record<FileVariant, EncodedImage | { path: string; mime: string }>>;
}

export function toImage(row: FileRow): OrderImage {
  return {
    id: row.id,
    name: row.name,
    size: row.size_bytes,
    is_main: row.is_main,
    url: fileUrl(row.id, 'display'),
    thumb_url: fileUrl(row.id, 'thumb'),
    created_at: row.created_at.toISOString(),
  };
}

export function toDocument(row: FileRow): OrderDocument {
  return {
    id: row.id,
    name: row.name,
    size: row.size_bytes,
    mime: row.mime,
    visible: row.visible_to_participants,
    url: fileUrl(row.id, 'file'),
    created_at: row.created_at.toISOString(),
  };
}

export function createFileService({ db, storage, uploadDir, logger }: FileServiceDeps) {
  /** The caller's order, editable: else 404 or ORDER_WRONG_STATE. */
  async function editableOrder(tx: Db, orderId: number, userId: string, lock: boolean) {
    const order = lock ? await lockOwnOrder(tx, orderId, userId) : await findOwnOrder(tx, orderId, userId);
    if (!order) throw new AppError('NOT_FOUND');
    if (!orderEditable(order.status)) throw new AppError('ORDER_WRONG_STATE', { status: order.status });
    return order;
  }

  /** The caller's own file (any state of the order): else 404. */
  async function ownFile(fileId: string, userId: string) {
    const file = await findFile(db, fileId);
    if (!file || file.customer_user_id !== userId) throw new AppError('NOT_FOUND');
    return file;
  }

  /** Type from the bytes, then the served variants; refuses the whole upload on the first bad file. */
  async function prepare(kind: FileKind, files: readonly ReceivedFile[]): Promise<Prepared[]> {
    const typed = await Promise.all(
      files.map(async (received) => ({ received, mime: await detectFileType(received.tmpPath) })),
    );
    const wrong = typed.find((file) => !isAllowedType(kind, file.mime));
    if (wrong) {
      const allowed = allowedExtensions(kind).join(', ');
      throw new AppError(
        'FILE_TYPE_NOT_ALLOWED',
        { name: wrong.received.name, allowed },
        { name: wrong.received.name, allowed },
      );
    }
    const prepared: Prepared[] = [];
    for (const { received, mime = '' } of typed) {
      try {
        if (kind === 'image') {
          const variants = await photoVariants(received.tmpPath);
          prepared.push({ received, mime: variants.display.mime, variants });
        } else if (mime === 'image/jpeg' || mime === 'image/png') {
          const file = await reencodedScan(received.tmpPath, mime);
          prepared.push({ received, mime: file.mime, variants: { file } });
        } else {
          // PDF, docx, xlsx: kept as they are, and only ever served as downloads in a sandbox.
          prepared.push({ received, mime, variants: { file: { path: received.tmpPath, mime } } });
        }
      } catch (cause) {
        logger.info({ err: cause, name: received.name }, 'an uploaded picture could not be decoded');
        throw new AppError(
          'FILE_UNREADABLE',
          { name: received.name },
          { name: received.name, megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
        );
      }
    }
    return prepared;
  }

  /** Stores every variant; on a failure removes what it stored. Returns the stored keys. */
  async function store(
    kind: FileKind,
    prepared: readonly Prepared[],
  ): Promise<{ rows: NewFileRow[]; keys: string[] }> {
    const keys: string[] = [];
    const rows: NewFileRow[] = [];
    try {
      for (const file of prepared) {
        const id = randomUUID();
        // A photo's 14 variants are put side by side (a bucket answers each put in its own time);
        // every put is settled before a failure is thrown, so the removal finds them all done.
        const puts = (
          Object.entries(file.variants) as [FileVariant, Prepared['variants'][FileVariant]][]
        ).map(async ([variant, content]) => {
          if (!content) return;
          const key = storageKey(id, variant);
          keys.push(key);
          if ('data' in content) {
            await storage.put(key, content.data, { contentType: content.mime, size: content.data.length });
          } else {
            await storage.put(key, createReadStream(content.path), {
              contentType: content.mime,
              size: file.received.bytes,
            });
          }
        });
        const failed = (await Promise.allSettled(puts)).find((put) => put.status === 'rejected');
        if (failed) throw failed.reason;
        rows.push({
          id,
          // Set when the row is written, under the order's lock.
          order_id: 0,
          kind,
          storage_key: id,
          name: withExtension(file.received.name, TYPE_EXTENSIONS[file.mime] ?? 'bin'),
          mime: file.mime,
          size_bytes: file.received.bytes,
          visible_to_participants: false,
          photo_sizes: kind === 'image',
        });
      }
      return { rows, keys };
    } catch (error) {
      await removeStored(keys);
      throw error;
    }
  }

  async function removeStored(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected')
        logger.error({ err: result.reason }, 'a stored file could not be removed');
    }
  }

  /** The whole upload: receive, check the type, make the variants, store, write the rows. */
  async function add(kind: FileKind, userId: string, request: UploadRequest): Promise<number> {
    const { fields, files } = await receiveUpload(request, {
      tmpDir: uploadDir,
      begin: async (raw) => {
        const parsed =
          kind === 'image'
            ? { ...parse(addImagesFieldsSchema, raw), visible: false }
            : parse(addDocumentsFieldsSchema, raw);
        await editableOrder(db, parsed.order_id, userId, false);
        return { kind, existing: await fileTotals(db, parsed.order_id, kind), fields: parsed };
      },
    });
    try {
      const prepared = await prepare(kind, files);
      const { rows, keys } = await store(kind, prepared);
      try {
        await db.transaction().execute(async (tx) => {
          // Checked again under the order's lock: two uploads at once must not pass the limits together.
          await editableOrder(tx, fields.order_id, userId, true);
          const check = checkAddition(kind, await fileTotals(tx, fields.order_id, kind), files);
          if (!check.ok) throw limitError(check);
          await insertFiles(
            tx,
            rows.map((row) => ({
              ...row,
              order_id: fields.order_id,
              kind,
              visible_to_participants: fields.visible,
            })),
          );
          if (kind === 'image') await ensureMainImage(tx, fields.order_id);
        });
      } catch (error) {
        await removeStored(keys);
        throw error;
      }
      return fields.order_id;
    } finally {
      await discardReceived(files);
    }
  }

  const images = async (orderId: number): Promise<OrderImages> => ({
    items: (await filesOf(db, orderId, 'image')).map(toImage),
  });
  const documents = async (orderId: number): Promise<OrderDocuments> => ({
    items: (await filesOf(db, orderId, 'document')).map(toDocument),
  });

  return {
    /**
     * Documents of no order (an edit request's supporting papers): the upload received and checked
     * as an order's documents are (type by the bytes, sizes while they stream, at most `maxFiles`),
     * scans re-encoded, and stored. `begin` checks the text fields before a file's byte is read.
     * The caller writes the rows; when it cannot, it calls `discard`, so no bytes stay behind.
     */
    async storeLooseDocuments<F>(
      request: UploadRequest,
      options: {
        begin(fields: Record<string, string>): Promise<F>;
        maxFiles: number;
        noFiles(): AppError;
        /** Bytes a text field may have (a long reason). */
        fieldSize?: number;
      },
    ): Promise<{ fields: F; documents: LooseDocument[]; discard(): Promise<void> }> {
      const { fields, files } = await receiveUpload(request, {
        tmpDir: uploadDir,
        begin: async (raw) => ({
          kind: 'document' as const,
          existing: { count: 0, bytes: 0 },
          fields: await options.begin(raw),
        }),
        noFiles: options.noFiles,
        fieldSize: options.fieldSize,
      });
      try {
        if (files.length > options.maxFiles) {
          throw limitError({ ok: false, code: 'TOO_MANY_FILES', data: { limit: options.maxFiles } });
        }
        const { rows, keys } = await store('document', await prepare('document', files));
        return {
          fields,
          documents: rows.map(({ id, storage_key, name, mime, size_bytes }) => ({
            id,
            storage_key,
            name,
            mime,
            size_bytes,
          })),
          discard: () => removeStored(keys),
        };
      } finally {
        await discardReceived(files);
      }
    },

    /** The bytes of a document storeLooseDocuments stored (null: missing). */
    readLooseDocument(key: string) {
      return storage.get(storageKey(key, 'file'));
    },

    /** A file's bytes and headers for GET /files/<id>/<variant>, to those who may read it (file-access.ts). */
    open(address: { id: string; variant: string }, reader: Reader | undefined) {
      return openFile(db, storage, address, reader);
    },

    async addImages(userId: string, request: UploadRequest): Promise<OrderImages> {
      return images(await add('image', userId, request));
    },

    async addDocuments(userId: string, request: UploadRequest): Promise<OrderDocuments> {
      return documents(await add('document', userId, request));
    },

    async listImages(userId: string, orderId: number): Promise<OrderImages> {
      if (!(await findOwnOrder(db, orderId, userId))) throw new AppError('NOT_FOUND');
      return images(orderId);
    },

    async listDocuments(userId: string, orderId: number): Promise<OrderDocuments> {
      if (!(await findOwnOrder(db, orderId, userId))) throw new AppError('NOT_FOUND');
      return documents(orderId);
    },

    async markAsMain(userId: string, fileId: string): Promise<OrderImages> {
      const file = await ownFile(fileId, userId);
      if (file.kind !== 'image') throw new AppError('NOT_FOUND');
      await db.transaction().execute(async (tx) => {
        await editableOrder(tx, file.order_id, userId, true);
        await setMainImage(tx, file.order_id, fileId);
      });
      return images(file.order_id);
    },

    async setVisible(userId: string, fileId: string, visible: boolean): Promise<OrderDocuments> {
      const file = await ownFile(fileId, userId);
      if (file.kind !== 'document') throw new AppError('NOT_FOUND');
      await db.transaction().execute(async (tx) => {
        await editableOrder(tx, file.order_id, userId, true);
        await setDocumentVisible(tx, fileId, visible);
      });
      return documents(file.order_id);
    },

    /**
     * Removes the stored bytes of file rows already deleted (an order deleted with its files: the
     * rows go with the order in its transaction, the bytes after it).
     */
    async removeBytesOf(rows: readonly FileRow[]): Promise<void> {
      await removeStored(
        rows.flatMap((row) => variantsOf(row.kind).map((variant) => storageKey(row.storage_key, variant))),
      );
    },

    /** Deletes the file; a deleted main photo hands the mark to the oldest photo left. */
    async delete(userId: string, fileId: string): Promise<OrderFiles> {
      const file = await ownFile(fileId, userId);
      await db.transaction().execute(async (tx) => {
        await editableOrder(tx, file.order_id, userId, true);
        await deleteFileRow(tx, fileId);
        if (file.kind === 'image') await ensureMainImage(tx, file.order_id);
      });
      // The row is gone first: a failure here leaves unreachable bytes (logged), never a row without bytes.
      // Every variant a photo may have: one older than the widths has only some (a missing key is no error).
      await removeStored(variantsOf(file.kind).map((variant) => storageKey(file.storage_key, variant)));
      return {
        images: (await images(file.order_id)).items,
        documents: (await documents(file.order_id)).items,
      };
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
