/**
 * Who may read an order's file at /files/<id>/<variant> (docs/decisions.md "Order files"):
 * the order's customer and operators always; anyone a photo of an order put on trade (the lots'
 * photos are public); a document flagged visible to participants, those who applied to a lot of
 * the order. Anyone else is told the file does not exist.
 */
import {
  fileAddressSchema,
  FILE_VARIANTS,
  withExtension,
  type FileKind,
  type FileVariant,
} from '@kimoshdi/shared';
import { formatOfVariant, PHOTO_MIME } from '@kimoshdi/shared/domain/file/photo-sizes';
import { isOperator, type Role } from '@kimoshdi/shared/domain/user/roles';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { FIRST_PUBLIC_ORDER_STATUS } from '@kimoshdi/shared/domain/order/order-progress';
import { findFile, isApplicantOfOrder } from './file.repository';
import { storageKey, type FileStorage } from './storage/file-storage';

export interface Reader {
  id: string;
  role: Role;
}

export interface OpenedFile {
  body: Readable;
  mime: string;
  /** The name to save it as: the photo's as JPEG, the document's with its type's extension. */
  name: string;
  /** inline for photos (shown in pages), attachment for documents (never opened as a page). */
  disposition: 'inline' | 'attachment';
  /** Everyone may read it (a shared cache may keep it); else only this reader. */
  public: boolean;
  /** Same id and variant, same bytes, forever: the ETag. */
  tag: string;
}

export function variantsOf(kind: FileKind): readonly FileVariant[] {
  return FILE_VARIANTS[kind];
}

async function mayRead(
  db: Db,
  file: {
    kind: string;
    order_id: number;
    customer_user_id: string | null;
    order_status: number;
    visible_to_participants: boolean;
  },
  reader: Reader | undefined,
) {
  const publicPhoto = file.kind === 'image' && file.order_status >= FIRST_PUBLIC_ORDER_STATUS;
  if (publicPhoto) return { allowed: true, public: true };
  if (!reader) return { allowed: false, public: false };
  if (reader.id === file.customer_user_id || isOperator(reader.role)) return { allowed: true, public: false };
  const participant =
    file.kind === 'document' &&
    file.visible_to_participants &&
    (await isApplicantOfOrder(db, file.order_id, reader.id));
  return { allowed: participant, public: false };
}

/** The file's bytes and how to serve them, or NOT_FOUND (unknown, not readable by this reader, or missing). */
export async function openFile(
  db: Db,
  storage: FileStorage,
  address: { id: string; variant: string },
  reader: Reader | undefined,
): Promise<OpenedFile> {
  const parsed = fileAddressSchema.safeParse(address);
  if (!parsed.success) throw new AppError('NOT_FOUND');
  const { id, variant } = parsed.data;
  const file = await findFile(db, id);
  if (!file || !variantsOf(file.kind).includes(variant)) throw new AppError('NOT_FOUND');
  const access = await mayRead(db, file, reader);
  if (!access.allowed) throw new AppError('NOT_FOUND');
  const format = formatOfVariant(variant);
  const body = await storage.get(storageKey(file.storage_key, variant));
  if (!body) {
    // A photo older than the widths, before the backfill reached it: its display JPEG stands in
    // (browsers read the bytes, whatever <source type> chose the address). Not kept by shared
    // caches and with the display's ETag, so the real variant replaces it once it is made.
    if (format && !file.photo_sizes)
      return { ...(await openFile(db, storage, { id, variant: 'display' }, reader)), public: false };
    throw new AppError('NOT_FOUND', { reason: 'the stored bytes are missing' });
  }
  return {
    body,
    mime: format ? PHOTO_MIME[format] : file.kind === 'image' ? 'image/jpeg' : file.mime,
    name: format && format !== 'jpeg' ? withExtension(file.name, format) : file.name,
    disposition: file.kind === 'image' ? 'inline' : 'attachment',
    public: access.public,
    tag: `"${id}-${variant}"`,
  };
}
