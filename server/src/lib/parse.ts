import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses input with a shared schema; a failure is a 400 naming each field and what is wrong. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('VALIDATION', {
    fields: result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: issue.message,
    })),
  });
}
