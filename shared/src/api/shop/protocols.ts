/**
 * Contracts of the results protocols after the check (`check.ts`): the PDF, the buyer's and the
 * customer's lists, and the operator's list and cancel.
 *
 *   GET  lot-protocols?page&size                  the caller's protocols as a winner, newest first
 *   GET  lot-protocols/pdf?number&lang=uz|ru       the PDF (winner, seller, operator: ids in full;
 *                                                  anyone else: the public copy, ids masked)
 *   GET  customer-protocols?page&size             protocols of lots from the caller's orders
 *   GET  operator/protocols?status&page&size      every protocol (operators only)
 *   POST operator/protocols/cancel {number, reason}  cancels an active protocol (operators only)
 */
import { z } from 'zod';
import { PROTOCOL_PDF_LANGUAGES } from '../../domain/protocol/protocol-links';
import { multilineText, text } from '../text';
import { PROTOCOL_STATUSES, protocolFileSchema } from './check';
import { localNamesSchema } from './dictionaries';
import { tiyinSchema } from './money';
import { pageOf, pageQuerySchema } from './page';
import type { ApiGroup } from '../call';

const protocolNumberSchema = text().trim().min(1).max(64);

export const protocolPdfQuerySchema = z.object({
  number: protocolNumberSchema,
  lang: z.enum(PROTOCOL_PDF_LANGUAGES).default('uz'),
});
export type ProtocolPdfQuery = z.output<typeof protocolPdfQuerySchema>;

/** One protocol in a cabinet list. Money in tiyin; days YYYY-MM-DD (Tashkent); instants ISO UTC. */
export const protocolRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(PROTOCOL_STATUSES),
  lot_id: z.number().int(),
  lot_number: z.string(),
  /** The lot's name in the four languages (the client picks the reader's). */
  name: localNamesSchema,
  date: z.string(),
  final_price: tiyinSchema.nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The absolute address of the public check (what the QR code encodes). */
  check_url: z.string(),
  /** The PDF in each language: [{name, url}]. */
  files: z.array(protocolFileSchema),
});
export type ProtocolRow = z.infer<typeof protocolRowSchema>;
export const protocolRowPageSchema = pageOf(protocolRowSchema);

/** GET operator/protocols: without `status`, every protocol, newest first. */
export const operatorProtocolQuerySchema = pageQuerySchema.extend({
  status: z.enum(PROTOCOL_STATUSES).optional(),
});
export type OperatorProtocolQuery = z.output<typeof operatorProtocolQuerySchema>;

export const operatorProtocolSchema = protocolRowSchema.extend({
  winner_name: z.string(),
  cancelled_by_name: z.string().nullable(),
});
export type OperatorProtocol = z.infer<typeof operatorProtocolSchema>;
export const operatorProtocolPageSchema = pageOf(operatorProtocolSchema);

/** POST operator/protocols/cancel: the reason is required (the winner reads it in the cabinet). */
export const protocolCancelSchema = z.object({
  number: protocolNumberSchema,
  reason: multilineText().trim().min(1).max(500),
});
export type ProtocolCancel = z.output<typeof protocolCancelSchema>;
export const protocolCancelAnswerSchema = z.object({ number: z.string() });

export const lotProtocolsApi = {
  tag: 'lot-protocols',
  description: `Results protocols after the auction (contracts: \`shared/src/api/shop/protocols.ts\`; links in \`shared/src/domain/protocol/protocol-links.ts\`). A protocol row carries \`check_url\`, the absolute address of the public check (what the QR code encodes), and its PDF in each language. The operator's list and cancel are in the operator group; the public check is \`check-protocol\`.`,
  calls: {
    'GET /api/shop/lot-protocols': {
      summary: "The caller's protocols as the winner, newest first",
      description: `\`protocols.winner_user_id\`.`,
      auth: 'user',
      query: pageQuerySchema,
      answer: protocolRowPageSchema,
    },
    'GET /api/shop/lot-protocols/pdf': {
      summary: "A protocol's PDF",
      description: `\`Content-Disposition: inline; filename="BN-…-uz.pdf"\`. Anyone may ask: the winner, the seller (\`orders.customer_user_id\`) and operators get the ids in full, anyone else the public copy (ids masked); an unknown number 404.`,
      auth: 'guest',
      query: protocolPdfQuerySchema,
      answer: { media: 'application/pdf', description: 'The protocol, uz or ru.' },
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;

export const customerProtocolsApi = {
  tag: 'customer-protocols',
  description: `Protocols of the lots of the caller's orders (\`orders.customer_user_id\`), newest first. Anyone signed in; no orders, an empty list.`,
  calls: {
    'GET /api/shop/customer-protocols': {
      summary: "Protocols of the lots of the caller's orders",
      auth: 'user',
      query: pageQuerySchema,
      answer: protocolRowPageSchema,
    },
  },
} satisfies ApiGroup;
