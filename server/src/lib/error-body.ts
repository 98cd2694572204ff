import type { ErrorBody, Language } from '@kimoshdi/shared';
import type { Logger } from './logger';
import { AppError } from './app-error';
import { translate } from './i18n';

/** Errors raised by body-parser carry a `type`; map the ones a client can cause. */
function fromBodyParser(error: unknown): AppError | undefined {
  const type = (error as { type?: unknown }).type;
  if (type === 'entity.parse.failed') return new AppError('MALFORMED_JSON');
  if (type === 'entity.too.large') {
    return new AppError('PAYLOAD_TOO_LARGE', { limit: (error as { limit?: number }).limit });
  }
  const status = (error as { status?: unknown }).status;
  if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError('VALIDATION', { reason: type });
  }
  return undefined;
}

/** Node's socket errors: the peer is gone or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * node-postgres reports a connection lost under a query (a network cut, a terminated backend, a
 * restart) with plain Errors and no code; these are its words for it (pg/lib/client.js,
 * pg-pool/index.js). Matched by their start: they are the library's, not the server's.
 */
const PG_CONNECTION_LOST = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/** PostgreSQL or Redis out of reach: the client should retry later, not see a crash. */
export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  const name = (error as { name?: unknown }).name;
  const message = (error as { message?: unknown }).message;
  return (
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    code === '57P01' || // admin shutdown (a terminated backend)
    code === '57P02' || // crash shutdown
    code === '57P03' || // cannot connect now (starting up, shutting down)
    (typeof code === 'string' && code.startsWith('08')) || // connection exceptions
    code === '53300' || // too many connections
    name === 'MaxRetriesPerRequestError' ||
    (typeof message === 'string' && PG_CONNECTION_LOST.some((words) => message.startsWith(words)))
  );
}

/**
 * Any failure as the AppError a client is shown: ours as it is, a parser's or an outage's mapped,
 * anything else logged with its stack and shown as INTERNAL. Used by REST and socket acks alike.
 */
export function toAppError(error: unknown, logger: Logger, context: Record<string, unknown> = {}): AppError {
  let appError = error instanceof AppError ? error : fromBodyParser(error);
  if (!appError && isUnavailable(error)) {
    logger.error({ err: error, ...context }, 'a backing service is unavailable');
    appError = new AppError('SERVICE_UNAVAILABLE');
  }
  if (!appError) {
    logger.error({ err: error, ...context }, 'unhandled error');
    appError = new AppError('INTERNAL');
  }
  return appError;
}

/** Texts made so far, by language, code and parameters (the texts never change while running). */
const messages = new Map<string, string>();
const MAX_MESSAGES = 2_000;
/** Texts by parameters object, then language and code: gone with the object. */
const byParams = new WeakMap<object, Map<string, string>>();

/**
 * The translated message, made once per language, code and parameters: a bid storm answers
 * thousands of the same refusal (BID_TOO_LOW at one suggested price) a second, and i18next's
 * lookup and interpolation were a tenth of a refused bid's CPU (docs/benchmarks.md, issue 14).
 */
function messageOf(lang: Language, code: string, params: Record<string, unknown> | undefined): string {
  // The same parameters object (the engine keeps one per suggested price) finds its text without
  // making a key: a storm's refusals skip the JSON and the hashing of a new string each.
  const known = params ? byParams.get(params) : undefined;
  const short = `${lang}\u0000${code}`;
  const found = known?.get(short);
  if (found !== undefined) return found;
  const key = `${short}\u0000${params ? JSON.stringify(params) : ''}`;
  let message = messages.get(key);
  if (message === undefined) {
    message = translate(lang, code, params);
    if (messages.size >= MAX_MESSAGES) messages.clear();
    messages.set(key, message);
  }
  if (params) {
    if (known) known.set(short, message);
    else byParams.set(params, new Map([[short, message]]));
  }
  return message;
}

/**
 * Bodies made so far, by error and language: the engine answers a storm with one refusal object
 * per lot and price (auction.engine.ts), whose body is then made once. Gone with the error.
 */
const bodies = new WeakMap<AppError, Partial<Record<Language, ErrorBody>>>();

/** The one error body, in the caller's language. Nobody changes a body once made. */
export function errorBodyOf(appError: AppError, lang: Language): ErrorBody {
  let made = bodies.get(appError);
  const known = made?.[lang];
  if (known) return known;
  const body: ErrorBody = {
    ERROR: {
      code: appError.code,
      message: messageOf(lang, appError.code, appError.params),
      ...(appError.data ? { data: appError.data } : {}),
    },
  };
  if (!made) bodies.set(appError, (made = {}));
  made[lang] = body;
  return body;
}
