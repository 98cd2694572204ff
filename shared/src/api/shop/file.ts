/**
 * Contracts of `api/shop/file/*`: the photos and documents of the caller's own order, uploaded
 * while the order is being formed (docs/decisions.md "Order files"). Uploads are multipart: the
 * field `order_id` first, then one or more `files` (and for documents the field `visible`, before
 * the files too): the server checks the order and the limits before it reads a file's bytes.
 *
 *   POST file/images/add              multipart order_id, files...             -> the order's photos
 *   POST file/documents/add           multipart order_id, visible?, files...   -> the order's documents
 *   GET  file/images?order_id         the order's photos, oldest first
 *   GET  file/documents?order_id      the order's documents, oldest first
 *   POST file/images/mark-as-main     {file_id}                               -> the order's photos
 *   POST file/documents/set-visible   {file_id, visible}                      -> the order's documents
 *   POST file/delete                  {file_id}                               -> both lists
 *
 * Another's order answers 404; an order no longer editable, ORDER_WRONG_STATE (409).
 * Files are served at `/files/<id>/<variant>` (photos: display, thumb, and w<width>-<format> of
 * domain/file/photo-sizes.ts; documents: file).
 */
import { z } from 'zod';
import { SIZED_PHOTO_VARIANTS } from '../../domain/file/photo-sizes';
import { SELLERS, type ApiGroup } from '../call';

const orderIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
const fileIdSchema = z.uuid();

/** A multipart form's text field: "true"/"false" (also "1"/"0", "on" from a checkbox). */
const flagFieldSchema = z
  .enum(['true', 'false', '1', '0', 'on'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

/** The text fields of images/add (multipart). */
export const addImagesFieldsSchema = z.object({ order_id: orderIdSchema });

/** The text fields of documents/add (multipart); visible to the lot's applicants, default no. */
export const addDocumentsFieldsSchema = z.object({
  order_id: orderIdSchema,
  visible: flagFieldSchema.default(false),
});

/** GET file/images, file/documents. */
export const orderFilesQuerySchema = z.object({ order_id: orderIdSchema });

/** POST file/images/mark-as-main, file/delete. */
export const fileIdBodySchema = z.object({ file_id: fileIdSchema });

/** POST file/documents/set-visible. */
export const setDocumentVisibleBodySchema = z.object({ file_id: fileIdSchema, visible: z.boolean() });

export const orderImageSchema = z.object({
  id: z.uuid(),
  /** The name as given, with the served type's extension. */
  name: z.string(),
  /** The upload's size in bytes (what the limits count). */
  size: z.number().int(),
  is_main: z.boolean(),
  /** The photo at most 1600 px on its longest side, and the 400 px thumbnail (both JPEG). */
  url: z.string(),
  thumb_url: z.string(),
  created_at: z.string(),
});
export type OrderImage = z.infer<typeof orderImageSchema>;

export const orderDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** The type detected from the bytes. */
  mime: z.string(),
  /** Shown to the lot's applicants (always to the owner and operators). */
  visible: z.boolean(),
  url: z.string(),
  created_at: z.string(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const orderImagesSchema = z.object({ items: z.array(orderImageSchema) });
export type OrderImages = z.infer<typeof orderImagesSchema>;

export const orderDocumentsSchema = z.object({ items: z.array(orderDocumentSchema) });
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;

/** POST file/delete: both lists as they are now (the deleted main photo's successor marked). */
export const orderFilesSchema = z.object({
  images: z.array(orderImageSchema),
  documents: z.array(orderDocumentSchema),
});
export type OrderFiles = z.infer<typeof orderFilesSchema>;

/** What is served of each kind at `/files/<id>/<variant>`. */
export const FILE_VARIANTS = {
  image: ['display', 'thumb', ...SIZED_PHOTO_VARIANTS],
  document: ['file'],
} as const;
export type FileVariant = (typeof FILE_VARIANTS)[keyof typeof FILE_VARIANTS][number];

/** GET /files/<id>/<variant>: a malformed id or variant is simply not found. */
export const fileAddressSchema = z.object({
  id: z.uuid(),
  variant: z.enum(['display', 'thumb', 'file', ...SIZED_PHOTO_VARIANTS]),
});

export function fileUrl(id: string, variant: FileVariant): string {
  return `/files/${id}/${variant}`;
}

export const fileApi = {
  tag: 'file',
  description: `The photos and documents of the caller's own order (\`orders.customer_user_id\`), uploaded while the order is formed (docs/decisions.md "Order files"). Accounts that sell only (guests 401; others 403 \`FORBIDDEN\`); another's order or file answers 404 \`NOT_FOUND\`; a change to an order that \`orderEditable\` (shared/src/domain/order/order-editable.ts) no longer allows answers 409 \`ORDER_WRONG_STATE\`. Lists may be read in any state. POSTs need the CSRF header.

Uploads are \`multipart/form-data\`: the text fields first (\`order_id\`, for documents \`visible\` = \`true\`/\`false\`), then one or more files in the field \`files\`: the server checks the order and the limits before it reads a file's bytes. One request is all or nothing. Limits (shared/src/domain/file/limits.ts): photos at most 20 per order and 20 MB together; documents at most 20, each at most 10 MB, 20 MB together (1 MB = 1 048 576 bytes). They are checked while the bytes stream in: the first byte past a limit stops the upload. Bad input (no \`order_id\`, files before it, no files, another file field, not multipart) is 400 \`VALIDATION\`; a request larger than any upload could be (21 MB) is 413 \`PAYLOAD_TOO_LARGE\` before it is read. A refused upload leaves no row and no stored or temporary file. \`size\` is the upload's bytes; \`name\` carries the extension of the type the bytes are.

\`orderFilesReady({images, documents})\` (shared/src/domain/file/order-files-ready.ts) is the rule \`order-action/do-act\` \`send\` applies: fewer than 3 photos is \`ORDER_IMAGES_TOO_FEW\` (409, \`data: {min, count}\`). \`filesOfOrder(db, orderId)\` (server/src/modules/file/files-of-order.ts) gives the lots-to-be their photos and documents.`,
  calls: {
    'POST /api/shop/file/images/add': {
      summary: "Upload photos; answers the order's photos, oldest first",
      description: `The first photo of an order is its main one. 409 \`TOO_MANY_FILES\` (\`data.limit\`); 413 \`FILES_TOTAL_TOO_LARGE\` (\`data: {limit, name}\`); 415 \`FILE_TYPE_NOT_ALLOWED\` (not JPEG, PNG or WebP by its bytes); 400 \`FILE_UNREADABLE\`.`,
      auth: SELLERS,
      multipart: { fields: addImagesFieldsSchema, files: 'files' },
      answer: orderImagesSchema,
      errors: [
        'NOT_FOUND',
        'ORDER_WRONG_STATE',
        'TOO_MANY_FILES',
        'FILES_TOTAL_TOO_LARGE',
        'FILE_TYPE_NOT_ALLOWED',
        'FILE_UNREADABLE',
        'PAYLOAD_TOO_LARGE',
      ],
    },
    'POST /api/shop/file/documents/add': {
      summary: "Upload documents; answers the order's documents",
      description: `PDF, docx, xlsx, JPEG, PNG by the bytes; 413 \`FILE_TOO_LARGE\` (\`data: {limit, name}\`), and the errors of the photos. \`visible\`: shown to the lot's applicants (always to the owner and operators), default no.`,
      auth: SELLERS,
      multipart: { fields: addDocumentsFieldsSchema, files: 'files' },
      answer: orderDocumentsSchema,
      errors: [
        'NOT_FOUND',
        'ORDER_WRONG_STATE',
        'TOO_MANY_FILES',
        'FILE_TOO_LARGE',
        'FILES_TOTAL_TOO_LARGE',
        'FILE_TYPE_NOT_ALLOWED',
        'PAYLOAD_TOO_LARGE',
      ],
    },
    'GET /api/shop/file/images': {
      summary: "The order's photos, oldest first",
      auth: SELLERS,
      query: orderFilesQuerySchema,
      answer: orderImagesSchema,
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/file/documents': {
      summary: "The order's documents, oldest first",
      auth: SELLERS,
      query: orderFilesQuerySchema,
      answer: orderDocumentsSchema,
      errors: ['NOT_FOUND'],
    },
    'POST /api/shop/file/images/mark-as-main': {
      summary: 'Make a photo the main one; answers the photos',
      auth: SELLERS,
      body: fileIdBodySchema,
      answer: orderImagesSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/file/documents/set-visible': {
      summary: "Show a document to the lot's applicants, or not; answers the documents",
      auth: SELLERS,
      body: setDocumentVisibleBodySchema,
      answer: orderDocumentsSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'POST /api/shop/file/delete': {
      summary: 'Delete a photo or a document; answers both lists',
      description: `A deleted main photo passes the mark to the oldest photo left.`,
      auth: SELLERS,
      body: fileIdBodySchema,
      answer: orderFilesSchema,
      errors: ['NOT_FOUND', 'ORDER_WRONG_STATE'],
    },
    'GET /files/{id}/{variant}': {
      summary: 'A stored file: a photo (display, thumb) or a document (file)',
      description: `Outside \`/api\`. Photos as \`display\` (at most 1600 px) and \`thumb\` (400 px), re-encoded JPEG, and in widths 320, 640, 1024 and 1600 (never enlarged) as AVIF, WebP and JPEG: \`w640-webp\` and so on (shared/src/domain/file/photo-sizes.ts), each with its own \`Content-Type\`; \`Content-Disposition: inline\`; documents as \`file\`, \`Content-Disposition: attachment\`. Names in RFC 5987 form (\`filename*=UTF-8''...\`) with an ASCII fallback. Every answer: \`X-Content-Type-Options: nosniff\`, \`Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox\`, an \`ETag\` (\`If-None-Match\` answers 304), and \`Cache-Control: public, max-age=31536000, immutable\` for a photo of an order on trade (status 3 or later), else \`private, no-cache\` with \`Vary: Cookie\` (revalidated on every use, so a reader who loses access is refused at once). Who may read: the order's customer and operators always; anyone a photo of an order on trade; a document flagged visible, those with a live application to a lot of the order. Anyone else, and an unknown id or variant: 404.`,
      auth: 'guest',
      params: fileAddressSchema,
      answer: {
        media: 'application/octet-stream',
        description: 'The bytes: a JPEG photo, or the document as uploaded.',
      },
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;
