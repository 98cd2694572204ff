/**
 * The development stand-in for E-IMZO (ESIGN_MODE=test): /dev/e-imzo on our own server keeps the
 * signed-in user's test keys and signs with them, as the real program would on the user's machine.
 * Same cookies and CSRF token as the API; errors come back as ApiError like the API's.
 */
import type { z } from 'zod';
import { isErrorBody } from '@kimoshdi/shared';
import type {
  SignerKey,
  testKeysAnswerSchema,
  testSignAnswerSchema,
} from '@kimoshdi/shared/api/shop/consent';
import { ApiError, reportApiError } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import i18n from '../../../lib/i18n';
import type { Signer } from './signer';

const BASE = '/dev/e-imzo/';

// Answers are not parsed with zod: the shell (and so this dialog's code) stays without it (issue 15);
// the stand-in is our own server's, checked against the same contracts by its tests.
type TestKeysAnswer = z.infer<typeof testKeysAnswerSchema>;
type TestSignAnswer = z.infer<typeof testSignAnswerSchema>;

async function call<T>(path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    headers['x-csrf-token'] = readCookie('csrf') ?? '';
  }
  let response: Response;
  try {
    response = await fetch(BASE + path, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('NETWORK', i18n.t('common:api.network'), 0);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok || isErrorBody(data)) {
    const error = isErrorBody(data)
      ? new ApiError(data.ERROR.code, data.ERROR.message, response.status, data.ERROR.data)
      : new ApiError('INTERNAL', i18n.t('common:api.unexpected'), response.status);
    reportApiError(error);
    throw error;
  }
  return data as T;
}

export const testSigner: Signer = {
  mode: 'test',
  asksPassword: true,
  async listKeys() {
    return (await call<TestKeysAnswer>('keys')).items;
  },
  async sign(keyId, password, text) {
    return (await call<TestSignAnswer>('sign', { key_id: keyId, password, text })).cms;
  },
  createTestKey(password) {
    return call<SignerKey>('keys', { password });
  },
};
