import { errorStatus, type ErrorCode } from '@kimoshdi/shared';

let muted = false;
let mutedDepth = Error.stackTraceLimit;

/**
 * A refusal (4xx) is an answer, not a fault: nobody reads its stack, and capturing one is a stack
 * walk for every refused bid of a storm (3 % of the server's CPU in issue 25's profile). Called in
 * super()'s argument, before Error's constructor captures the stack; the constructor puts the
 * depth back right after.
 */
function muteStack(code: ErrorCode, status: number): ErrorCode {
  if (status < 500) {
    mutedDepth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    muted = true;
  }
  return code;
}

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
    super(muteStack(code, status ?? errorStatus[code]));
    if (muted) {
      Error.stackTraceLimit = mutedDepth;
      muted = false;
    }
    this.name = 'AppError';
    this.status = status ?? errorStatus[code];
  }
}
