/** The one error body (shared/src/errors.ts) as a schema, for the API document and socket acks. */
import { z } from 'zod';
import { ErrorCode, type ErrorBody } from '../errors';

export const errorBodySchema = z.object({
  ERROR: z.object({
    code: z.enum(ErrorCode),
    /** In the caller's language. */
    message: z.string(),
    /** What the code's description names (a field list, a limit, a date). */
    data: z.record(z.string(), z.unknown()).optional(),
  }),
}) satisfies z.ZodType<ErrorBody>;
