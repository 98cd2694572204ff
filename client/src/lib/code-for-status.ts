import type { ErrorCode } from '@kimoshdi/shared';

/**
 * An answer without our error body (a proxy's page, say) is named by its status: the first code of
 * that status in the shared `errorStatus`, else INTERNAL. Only these, rather than the whole table
 * (every code with its status, about 1 kB gzipped on every page's first load); a status given to a
 * code ahead of these in `errorStatus` must be added here (code-for-status.test.ts compares them).
 */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'ALREADY_REGISTERED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'FILE_TYPE_NOT_ALLOWED',
  424: 'CARD_PROVIDER_FAILED',
  428: 'CHALLENGE_REQUIRED',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): ErrorCode {
  return CODE_OF_STATUS[status] ?? 'INTERNAL';
}
