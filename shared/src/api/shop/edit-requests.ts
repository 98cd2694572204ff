/**
 * Contracts of edit requests (the spec's cabinet item "edit requests"): a person asks to change the
 * verified fields of the profile (full name, PINFL, STIR) that the personal-info page no longer
 * lets them write, with a reason and supporting documents; an operator approves (the profile
 * changes) or rejects with a reason. The rule of what a request changes is
 * shared/src/domain/user/edit-request.ts.
 *
 *   GET  edit-requests                          the caller's requests, newest first
 *   POST edit-requests                          multipart full_name?, pinfl?, stir?, reason, files...
 *   POST edit-requests/{id}/withdraw            the caller's pending request withdrawn
 *   GET  edit-requests/{id}/documents/{file_id} a document (its author and operators)
 *   GET  operator/edit-requests?status=         the desk (default: pending, oldest first)
 *   POST operator/edit-requests/{id}/approve    the change applied to the profile
 *   POST operator/edit-requests/{id}/reject     {reason}
 */
import { z } from 'zod';
import { multilineText, text } from '../text';
import { OPERATORS, type ApiGroup } from '../call';
import { pageOf, pageQuerySchema } from './page';
import { rowIdSchema } from './user';
import {
  EDIT_REQUEST_FIELDS,
  EDIT_REQUEST_MAX_DOCUMENTS,
  EDIT_REQUEST_REASON_MAX,
  EDIT_REQUEST_REASON_MIN,
  EDIT_REQUEST_STATUSES,
} from '../../domain/user/edit-request';
import { FULL_NAME_MAX_LENGTH } from '../../domain/identity/full-name';

/**
 * The text fields of POST edit-requests (multipart, before the files). An empty or absent field
 * keeps the current value; each typed one is checked by `editRequestChanges`.
 */
export const editRequestFieldsSchema = z.object({
  full_name: text()
    .max(FULL_NAME_MAX_LENGTH * 2)
    .optional(),
  pinfl: text().max(40).optional(),
  stir: text().max(40).optional(),
  reason: multilineText().trim().min(EDIT_REQUEST_REASON_MIN).max(EDIT_REQUEST_REASON_MAX),
});
export type EditRequestFields = z.output<typeof editRequestFieldsSchema>;

export const editRequestParamsSchema = z.object({ id: rowIdSchema });
export const editRequestDocumentParamsSchema = z.object({ id: rowIdSchema, file_id: z.uuid() });

export const editRequestChangeSchema = z.object({
  field: z.enum(EDIT_REQUEST_FIELDS),
  /** The value when the request was made (null: none); a PINFL is masked but for operators. */
  old: z.string().nullable(),
  new: z.string(),
});
export type EditRequestChange = z.infer<typeof editRequestChangeSchema>;

export const editRequestDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  /** GET edit-requests/{id}/documents/{file_id}. */
  url: z.string(),
});

export const editRequestSchema = z.object({
  id: rowIdSchema,
  status: z.enum(EDIT_REQUEST_STATUSES),
  changes: z.array(editRequestChangeSchema),
  reason: z.string(),
  documents: z.array(editRequestDocumentSchema),
  created_at: z.string(),
  /** When it was approved, rejected or withdrawn. */
  decided_at: z.string().nullable(),
  /** The operator's reason of a rejection. */
  decision_reason: z.string().nullable(),
});
export type EditRequest = z.infer<typeof editRequestSchema>;
export const editRequestPageSchema = pageOf(editRequestSchema);

export const operatorEditRequestSchema = editRequestSchema.extend({
  user_id: rowIdSchema,
  user_full_name: z.string(),
  user_phone: z.string().nullable(),
  decided_by: rowIdSchema.nullable(),
});
export type OperatorEditRequest = z.infer<typeof operatorEditRequestSchema>;
export const operatorEditRequestPageSchema = pageOf(operatorEditRequestSchema);

/** GET operator/edit-requests: `status` pending by default; `all` every request. */
export const operatorEditRequestQuerySchema = pageQuerySchema.extend({
  status: z.enum([...EDIT_REQUEST_STATUSES, 'all']).default('pending'),
});

/** POST operator/edit-requests/{id}/reject: the reason the person reads. */
export const editRequestRejectSchema = z.object({
  reason: multilineText().trim().min(3).max(500),
});

export const editRequestsApi = {
  tag: 'edit-requests',
  description: `A person asks an operator to change the verified fields of the profile that the personal-info page no longer lets them write once set: the full name, the PINFL (14 digits) and the STIR (9 digits). One open (pending) request per person; it may be withdrawn while pending. An operator approves it (the profile changes in the same transaction, an action is logged, and the person gets a cabinet message) or rejects it with a reason (a message too). Deciding again what is decided so changes nothing: the same decision answers the request as it is, the other one 409 \`WRONG_STATE\`. Another person's request answers 404.`,
  calls: {
    'GET /api/shop/edit-requests': {
      summary: "The caller's edit requests, newest first",
      auth: 'user',
      query: pageQuerySchema,
      answer: editRequestPageSchema,
    },
    'POST /api/shop/edit-requests': {
      summary: 'Ask for a change of the full name, PINFL or STIR',
      description: `\`multipart/form-data\`: the text fields first (\`full_name\`, \`pinfl\`, \`stir\`: an empty or absent one keeps its value; \`reason\`, ${EDIT_REQUEST_REASON_MIN} to ${EDIT_REQUEST_REASON_MAX} characters), then 1 to ${EDIT_REQUEST_MAX_DOCUMENTS} documents in the field \`files\` (PDF, JPEG, PNG, docx, xlsx by their bytes; each at most 10 MB, 20 MB together, as an order's documents). 400 \`EDIT_REQUEST_NO_CHANGE\` when nothing differs from the profile; 400 \`EDIT_REQUEST_DOCUMENT_REQUIRED\` without a file; 409 \`EDIT_REQUEST_OPEN\` while another is pending; 409 \`EDIT_REQUEST_ID_TAKEN\` when another account holds the PINFL or STIR. A refused request stores nothing.`,
      auth: 'user',
      multipart: { fields: editRequestFieldsSchema, files: 'files' },
      status: 201,
      answer: editRequestSchema,
      errors: [
        'EDIT_REQUEST_NO_CHANGE',
        'EDIT_REQUEST_DOCUMENT_REQUIRED',
        'EDIT_REQUEST_OPEN',
        'EDIT_REQUEST_ID_TAKEN',
        'TOO_MANY_FILES',
        'FILE_TOO_LARGE',
        'FILES_TOTAL_TOO_LARGE',
        'FILE_TYPE_NOT_ALLOWED',
        'FILE_UNREADABLE',
        'PAYLOAD_TOO_LARGE',
      ],
    },
    'POST /api/shop/edit-requests/{id}/withdraw': {
      summary: 'Withdraw a pending request of your own',
      description: 'Withdrawing a withdrawn request answers it as it is; a decided one is 409 `WRONG_STATE`.',
      auth: 'user',
      params: editRequestParamsSchema,
      answer: editRequestSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
    'GET /api/shop/edit-requests/{id}/documents/{file_id}': {
      summary: "A request's supporting document",
      description:
        "For the request's author and operators (anyone else 404); served as `/files/*` documents are: `attachment`, `nosniff`, a sandboxing CSP, `private, no-cache`.",
      auth: 'user',
      params: editRequestDocumentParamsSchema,
      answer: {
        media: 'application/octet-stream',
        description: 'The document as uploaded (scans re-encoded).',
      },
      errors: ['NOT_FOUND'],
    },
    'GET /api/shop/operator/edit-requests': {
      summary: "The operator's desk of edit requests, old and new values with the documents",
      description:
        '`status` pending (the default, oldest first) or approved, rejected, withdrawn, all (newest first).',
      auth: OPERATORS,
      query: operatorEditRequestQuerySchema,
      answer: operatorEditRequestPageSchema,
    },
    'POST /api/shop/operator/edit-requests/{id}/approve': {
      summary: "Approve: the new values become the profile's",
      auth: OPERATORS,
      params: editRequestParamsSchema,
      answer: operatorEditRequestSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE', 'EDIT_REQUEST_ID_TAKEN'],
    },
    'POST /api/shop/operator/edit-requests/{id}/reject': {
      summary: 'Reject with a reason the person reads',
      auth: OPERATORS,
      params: editRequestParamsSchema,
      body: editRequestRejectSchema,
      answer: operatorEditRequestSchema,
      errors: ['NOT_FOUND', 'WRONG_STATE'],
    },
  },
} satisfies ApiGroup;
