import { isErrorBody, type ErrorCode } from '@kimoshdi/shared';
import { readCookie } from './cookies';
import { codeForStatus } from './code-for-status';
import i18n from './i18n';

const CSRF_COOKIE = 'csrf';
const CSRF_HEADER = 'x-csrf-token';

/**
 * The one way the client talks to `/api/shop/*` (docs/architecture.md section 5, bulletproof-react style):
 * cookies always go along, an `{ERROR}` body becomes a typed ApiError, a 401 opens the
 * session-expired dialog, a 404 is only logged, and every failure is still thrown to the caller,
 * which decides what (if anything) to show (docs/product.md section 8).
 */

export const API_BASE = '/api/shop/';

/** NETWORK: no answer at all (offline, server down); status is 0 then. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

interface ApiClientHooks {
  /** Called on every 401; the app wires it to the session-expired dialog. */
  onUnauthorized?: (error: ApiError) => void;
  /**
   * Called on every other error answer, REST or socket ack (reportApiError); the app opens the
   * offer's signing dialog on CONSENT_REQUIRED with it.
   */
  onError?: (error: ApiError) => void;
}

// lib/ must not import features (the dependency points the other way), so the app registers the
// reaction to a 401 here at start-up instead of the client reaching into the session feature.
let hooks: ApiClientHooks = {};

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

/** Tells the app about an error answer that did not come through `api` (a socket's ack). */
export function reportApiError(error: ApiError): void {
  if (error.status === 401) hooks.onUnauthorized?.(error);
  else hooks.onError?.(error);
}

/**
 * A call's query and cancel signal. Answers are typed by the shared contracts and not parsed again
 * here: zod stays off the pages' first load (docs/decisions.md), and the server's answers are
 * checked against the same contracts by its own tests.
 */
export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server answers errors in the user's language; the header covers languages (uz-Cyrl, en)
    // that the language cookie cannot carry, since common/lang accepts only uz and ru.
    'Accept-Language': i18n.language,
  };
  // Double-submit CSRF: the server leaves a token in a readable cookie; state-changing calls echo it.
  const csrf = method === 'GET' ? undefined : readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      credentials: 'include',
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError('NETWORK', i18n.t('common:api.network'), 0);
  }

  const data = await readBody(response);
  if (!response.ok || isErrorBody(data)) {
    const error = toApiError(response.status, data);
    if (response.status === 404) console.warn(`[api] 404 ${method} ${path}`, error.message);
    reportApiError(error);
    throw error;
  }
  return data as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page, for example: the status alone describes the failure.
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(body.ERROR.code, body.ERROR.message, status, body.ERROR.data);
  }
  const code = codeForStatus(status);
  const message = i18n.t(`errors:${code}`, { defaultValue: i18n.t('common:api.unexpected') });
  return new ApiError(code, message, status);
}

export interface UploadOptions extends RequestOptions {
  /** Bytes sent so far of all there are to send. */
  onProgress?(sent: number, total: number): void;
}

/**
 * A multipart POST with upload progress, which fetch cannot report: XMLHttpRequest, with the same
 * cookies, CSRF header, language, error mapping and 401 hook as every other call.
 */
function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path, options.query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language);
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onerror = () => reject(new ApiError('NETWORK', i18n.t('common:api.network'), 0));
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300 || isErrorBody(data)) {
        const error = toApiError(xhr.status, data);
        if (xhr.status === 401) hooks.onUnauthorized?.(error);
        reject(error);
        return;
      }
      resolve(data as T);
    };
    xhr.send(form);
  });
}

export const api = {
  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('GET', path, undefined, options);
  },
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return request<T>('POST', path, body, options);
  },
  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return request<T>('DELETE', path, undefined, options);
  },
  upload,
};
