/**
 * Contracts of the public checks: `api/shop/check-protocol` (is this results protocol genuine?)
 * and `api/shop/check-black-list` (is this taxpayer barred from trading?). Ids are typed in full:
 * a tax id (STIR) has 9 digits, a personal id (PINFL) 14; spaces and dashes are dropped.
 * Answers show ids masked except their last 4 digits.
 */
import { z } from 'zod';
import { text } from '../text';
import { PROTOCOL_STATUSES } from '../../domain/protocol/protocol-status';
import type { ApiGroup } from '../call';

const digitsOnly = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/[\s-]/g, '') : value;
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const tinSchema = z.preprocess(digitsOnly, text().regex(/^\d{9}$/, 'tax id has 9 digits'));
export const pinflSchema = z.preprocess(digitsOnly, text().regex(/^\d{14}$/, 'personal id has 14 digits'));

/** GET check-protocol?number=… or ?tin=…&lot_number=… or ?pinfl=…&lot_number=… */
export const checkProtocolQuerySchema = z
  .object({
    number: z.preprocess(blankToUndefined, text().trim().max(64).optional()),
    tin: z.preprocess(blankToUndefined, tinSchema.optional()),
    pinfl: z.preprocess(blankToUndefined, pinflSchema.optional()),
    lot_number: z.preprocess(blankToUndefined, text().trim().max(64).optional()),
  })
  .refine((q) => q.number !== undefined || ((q.tin !== undefined || q.pinfl !== undefined) && q.lot_number), {
    message: 'give the protocol number, or a tax or personal id with the lot number',
    path: ['number'],
  });
export type CheckProtocolQuery = z.output<typeof checkProtocolQuerySchema>;

export { PROTOCOL_STATUSES } from '../../domain/protocol/protocol-status';
export const protocolFileSchema = z.object({ name: z.string(), url: z.string() });

/** The answer of check-protocol when found (else 404 NOT_FOUND). */
export const protocolSchema = z.object({
  number: z.string(),
  status: z.enum(PROTOCOL_STATUSES),
  lot_number: z.string(),
  winner_name: z.string(),
  /** Masked: `*****6789`; null when the winner gave none. */
  tin: z.string().nullable(),
  pinfl: z.string().nullable(),
  address: z.string(),
  /** Tashkent day, YYYY-MM-DD. */
  date: z.string(),
  files: z.array(protocolFileSchema),
});
export type Protocol = z.infer<typeof protocolSchema>;

/** GET check-black-list?tin=… or ?pinfl=… (exactly one). */
export const checkBlackListQuerySchema = z
  .object({
    tin: z.preprocess(blankToUndefined, tinSchema.optional()),
    pinfl: z.preprocess(blankToUndefined, pinflSchema.optional()),
  })
  .refine((q) => (q.tin === undefined) !== (q.pinfl === undefined), {
    message: 'give a tax id or a personal id',
    path: ['tin'],
  });
export type CheckBlackListQuery = z.output<typeof checkBlackListQuerySchema>;

export const blackListEntrySchema = z.object({
  name: z.string(),
  lot_number: z.string(),
  tin: z.string().nullable(),
  pinfl: z.string().nullable(),
  /** Tashkent days, YYYY-MM-DD; the entry holds through end_date. */
  start_date: z.string(),
  end_date: z.string(),
  /** Days left after today (0 on the last day). */
  remaining_days: z.number().int().nonnegative(),
});
/** Only entries in force count: an expired entry is not found ("honest"). */
export const blackListAnswerSchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(false) }),
  z.object({ found: z.literal(true), entries: z.array(blackListEntrySchema) }),
]);
export type BlackListAnswer = z.infer<typeof blackListAnswerSchema>;

export const checkProtocolApi = {
  tag: 'check-protocol',
  description: `Is this results protocol genuine? Ids are typed in full (a tax id, STIR, has 9 digits; a personal id, PINFL, 14; spaces and dashes are dropped); answers show them masked but the last 4 digits.`,
  calls: {
    'GET /api/shop/check-protocol': {
      summary: 'Find a protocol by its number, or by a tax or personal id with the lot number',
      auth: 'guest',
      query: checkProtocolQuerySchema,
      answer: protocolSchema,
      errors: ['NOT_FOUND'],
    },
  },
} satisfies ApiGroup;

export const checkBlackListApi = {
  tag: 'check-black-list',
  description: `Is this taxpayer barred from trading? Only entries in force today (Tashkent) count: an expired entry is not found.`,
  calls: {
    'GET /api/shop/check-black-list': {
      summary: 'Look a tax id or a personal id (exactly one) up in the blacklist',
      auth: 'guest',
      query: checkBlackListQuerySchema,
      answer: blackListAnswerSchema,
    },
  },
} satisfies ApiGroup;
