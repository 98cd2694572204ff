/**
 * Money on the wire. Answers carry tiyin as strings of digits (no float ever touches them); inputs
 * are amounts in sums as a person typed them (`"15 000.50"`, `"1500,5"`, or a JSON number), turned
 * into tiyin by the shared rule of domain/money/tiyin.ts. A refused amount is a VALIDATION error
 * whose field message is the reason: AMOUNT_EMPTY, AMOUNT_NOT_A_NUMBER, AMOUNT_NOT_POSITIVE,
 * AMOUNT_TOO_MANY_DECIMALS, AMOUNT_TOO_LARGE, AMOUNT_BELOW_MINIMUM, AMOUNT_ABOVE_MAXIMUM.
 */
import { z } from 'zod';
import { parseSumToTiyin } from '../../domain/money/tiyin';
import { text } from '../text';

/** An amount in tiyin as answers carry it. */
export const tiyinSchema = z.string().regex(/^\d+$/);

/** An amount in sums typed by a person; parses to tiyin (bigint) within the given bounds. */
export function sumAmountSchema(bounds: { min?: bigint; max?: bigint } = {}) {
  return z.union([text(), z.number()], { error: 'AMOUNT_NOT_A_NUMBER' }).transform((value, ctx) => {
    const parsed = parseSumToTiyin(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.code });
      return z.NEVER;
    }
    if (bounds.min !== undefined && parsed.tiyin < bounds.min) {
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_BELOW_MINIMUM', params: { min: String(bounds.min) } });
      return z.NEVER;
    }
    if (bounds.max !== undefined && parsed.tiyin > bounds.max) {
      ctx.addIssue({ code: 'custom', message: 'AMOUNT_ABOVE_MAXIMUM', params: { max: String(bounds.max) } });
      return z.NEVER;
    }
    return parsed.tiyin;
  });
}
