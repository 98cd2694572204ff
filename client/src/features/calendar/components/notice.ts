import { isApiError } from '../../../lib/api-client';

export type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** A refused call's message (in the person's language, from the server), or the error itself. */
export function errorNotice(error: unknown): Notice {
  return { kind: 'error', text: isApiError(error) ? error.message : String(error) };
}
