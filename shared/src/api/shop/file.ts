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
 * Files are served at `/files/<id>/<variant>` (photos: display, thumb; documents: file).
 */
import { z } from 'zod';

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
export const FILE_VARIANTS = { image: ['display', 'thumb'], document: ['file'] } as const;
export type FileVariant = (typeof FILE_VARIANTS)[keyof typeof FILE_VARIANTS][number];

/** GET /files/<id>/<variant>: a malformed id or variant is simply not found. */
export const fileAddressSchema = z.object({
  id: z.uuid(),
  variant: z.enum(['display', 'thumb', 'file']),
});

export function fileUrl(id: string, variant: FileVariant): string {
  return `/files/${id}/${variant}`;
}
