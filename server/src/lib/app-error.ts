import { errorStatus, type ErrorCode } from '@kimoshdi/shared';

/**
 * A failure the user should be told about. Services throw it; the error middleware renders it as
 * the one error body with the message in the request's language (`params` fill the message).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly data?: Record<string, unknown>,
    readonly params?: Record<string, string | number>,
    status?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = status ?? errorStatus[code];
  }
}
