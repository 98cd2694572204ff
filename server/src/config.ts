import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mapTilesFrom, type MapTiles } from '@kimoshdi/shared/domain/map/tile-source';
import { resolveBankTransferConfig, type BankTransferConfig } from './bank-transfer-config';
import { resolveMessagingConfig, type MessagingConfig } from './messaging-config';
import { resolvePaymentConfig, type PaymentConfig } from './payment-config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every environment variable the platform reads (docs/configuration.md lists each with its default). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Parameterised statements named, so each connection parses and plans a text once
   * (server/src/db/named-statements.ts); false behind a pooler that cannot keep them (PgBouncer's
   * transaction mode before 1.21).
   */
  DATABASE_NAMED_STATEMENTS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Read replicas of DATABASE_URL (streaming standbys), comma-separated: the reads that tolerate a
   * second of lag go to them in turn (server/src/db/read-database.ts, docs/scaling.md). Unset:
   * every read goes to DATABASE_URL.
   */
  DATABASE_READ_URLS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^postgres(ql)?$/ })))
    .optional(),
  /** A replica further behind the primary than this (checked every second) is skipped until it catches up. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }),
  /**
   * Every Redis key, Pub/Sub channel (the Socket.IO adapter's too) and BullMQ queue of this
   * deployment starts with it (tests use one per run). Deployments sharing a Redis need their own:
   * Pub/Sub ignores database numbers. No braces: keys carry a lot's `{id}` hash tag after it.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]+$/, 'letters, digits and : _ . - only')
    .default('kim:'),
  /**
   * A Redis Cluster instead of one Redis: its seed nodes, comma-separated `host:port`. Every Redis
   * connection is then an ioredis Cluster, BullMQ's keys share one hash tag and Socket.IO uses the
   * sharded adapter (docs/scaling.md). Password and TLS come from REDIS_URL, which may be left out.
   */
  REDIS_CLUSTER_NODES: z
    .string()
    .regex(/^[^\s,:]+:\d{1,5}(,[^\s,:]+:\d{1,5})*$/, 'comma-separated host:port list')
    .optional(),
  /**
   * Web processes on PORT (node's cluster; sockets are WebSocket only, so no sticky sessions). The
   * first also runs the worker when RUN_WORKER is on; /metrics adds up all of them (docs/scaling.md).
   */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines (pino-pretty) at a terminal outside production, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /**
   * Error tracking (infra/error-tracking): a Sentry-protocol DSN, Sentry's or a self-hosted
   * GlitchTip's. The server reports its 5xx and the pages their crashes there, without personal
   * data; unset: nothing is sent and the pages load no SDK.
   */
  SENTRY_DSN: z.url().optional(),
  /** The release reports are filed under; unset: kimoshdi@<version>, with +<commit> when known. */
  SENTRY_RELEASE: z.string().min(1).optional(),
  /**
   * /metrics (with /healthz and /readyz) on a port of its own, for the Prometheus network only, and
   * not on PORT; 0 picks a free port. Unset: /metrics is on PORT behind METRICS_TOKEN.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * The bearer token /metrics asks for. Unset: none on METRICS_PORT; on PORT, outside production,
   * the development token (printed at start); production needs this or METRICS_PORT.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Milliseconds between readiness turning 503 at shutdown and the server closing its connections:
   * set it to the time the load balancer takes to notice (its probe interval times its threshold).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Largest JSON body accepted by the API (bytes or an express size like "100kb"). */
  BODY_LIMIT: z.string().default('100kb'),
  /** The built client; served with a fallback to index.html for the app's routes. */
  CLIENT_DIST: z.string().default(path.join(ROOT, 'client/dist')),
  /** Hops of reverse proxies to trust for the client address (express "trust proxy"). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Signs CSRF tokens; set a long random value in production. */
  CSRF_SECRET: z.string().min(16).default('development-only-csrf-secret-change-me'),
  /** The address people reach the platform at (https://kimoshdi.uz); unset: taken from each request. */
  PUBLIC_URL: z.url().optional(),
  /** Which identity provider signs users in: the built-in Kimoshdi ID, or OneID. */
  IDP: z.enum(['kimoshdi-id', 'oneid']).default('kimoshdi-id'),
  /** The shop as an OAuth2 client of Kimoshdi ID. */
  ID_CLIENT_ID: z.string().default('kimoshdi-shop'),
  ID_CLIENT_SECRET: z.string().min(16).default('development-only-client-secret'),
  /** Kimoshdi ID's cookie signing keys, comma-separated, newest first (older ones still verify). */
  ID_COOKIE_KEYS: z.string().min(16).default('development-only-id-cookie-key'),
  /**
   * Abuse limits of the codes Kimoshdi ID sends (issue 24; modules/identity/identity.limits.ts):
   * codes per client address a minute, SMS per phone range (the number without its last 4 digits)
   * an hour, and the platform's whole hourly budget of codes (its refusals page the operator).
   */
  ID_CODES_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(3),
  ID_CODES_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).default(30),
  ID_CODES_PER_HOUR: z.coerce.number().int().min(1).default(2000),
  /** Codes an address may ask for in an hour before each further one needs the proof-of-work challenge. */
  ID_CHALLENGE_AFTER_CODES: z.coerce.number().int().min(0).default(1),
  /**
   * Contact-form messages per address, and the profile's contact codes per user or address, an hour
   * before each further one needs the proof-of-work challenge.
   */
  CONTACT_CHALLENGE_AFTER: z.coerce.number().int().min(0).default(1),
  /** Signs the proof-of-work challenges (ALTCHA); set a long random value in production. */
  ALTCHA_HMAC_KEY: z.string().min(16).default('development-only-altcha-hmac-key'),
  /**
   * The challenge's difficulty: the largest number the client may have to try (SHA-256 each); about
   * half of it on average. 100 000 is well under a second on a phone; tests set it low.
   */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).default(100_000),
  /** The shop as a OneID client (IDP=oneid). */
  ONEID_URL: z.url().default('https://sso.egov.uz'),
  ONEID_CLIENT_ID: z.string().default(''),
  ONEID_CLIENT_SECRET: z.string().default(''),
  ONEID_SCOPE: z.string().default('kimoshdi'),
  /** Payments: "true" sends top-ups to our own test page (default: true outside production). */
  PAYMENT_TEST_MODE: z.enum(['true', 'false']).optional(),
  /** Payme Merchant API and Click SHOP-API credentials (development values work in test mode only). */
  PAYME_MERCHANT_ID: z.string().min(1).optional(),
  PAYME_KEY: z.string().min(1).optional(),
  /** Payme's Subscribe API for saved cards (outside test mode; default Payme's production address). */
  PAYME_SUBSCRIBE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CLICK_SERVICE_ID: z.string().regex(/^\d+$/).optional(),
  CLICK_MERCHANT_ID: z.string().regex(/^\d+$/).optional(),
  CLICK_SECRET_KEY: z.string().min(1).optional(),
  /**
   * The platform's bank account for top-ups by bank transfer, all four or none (bank-transfer-config.ts):
   * the account holder, its STIR (9 digits), the bank's MFO (5 digits, one of the banks dictionary's)
   * and the 20-digit account. None: a demonstration account outside production, no bank transfer in
   * production.
   */
  BANK_TRANSFER_RECIPIENT: z.string().trim().min(1).max(200).optional(),
  BANK_TRANSFER_STIR: z
    .string()
    .regex(/^\d{9}$/, '9 digits')
    .optional(),
  BANK_TRANSFER_MFO: z
    .string()
    .regex(/^\d{5}$/, '5 digits')
    .optional(),
  BANK_TRANSFER_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/, '20 digits')
    .optional(),
  /** Working days a bank transfer takes to reach the balance, at most (shown on the top-up page). */
  BANK_TRANSFER_CREDIT_DAYS: z.coerce.number().int().min(1).max(30).default(1),
  /** How SMS leave: the development outbox (/dev/outbox) or an Eskiz-style HTTP gateway. */
  SMS_TRANSPORT: z.enum(['outbox', 'gateway']).optional(),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_EMAIL: z.string().min(1).optional(),
  SMS_GATEWAY_PASSWORD: z.string().min(1).optional(),
  /** The sender name shown on the phone (Eskiz's test name is 4546). */
  SMS_FROM: z.string().min(1).max(11).default('4546'),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  SMS_STATUS_CHECK_MS: z.coerce.number().int().min(50).max(3_600_000).default(30_000),
  /** How e-mails leave: the development outbox or an SMTP server (SMTP_URL, smtp:// or smtps://). */
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From of every e-mail: an address, or "Name <address>". */
  MAIL_FROM: z.string().min(3).optional(),
  /** Telegram notices: the bot's token and username (from @BotFather); none outside production: a stand-in. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[\w-]+$/, 'a token as @BotFather gives it')
    .optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^@?\w{5,32}$/)
    .optional(),
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
  /** Set: the bot takes updates by webhook at PUBLIC_URL/api/telegram/webhook (production); else long polling. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\w-]{16,256}$/, '16 to 256 letters, digits, _ or -')
    .optional(),
  /**
   * Web push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them) and
   * the contact push services may write to (mailto: or https:). Without them, development makes a
   * pair at the first start and keeps it in the database; production offers no push.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[\w-]{87}$/, 'a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[\w-]{43}$/, 'a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'mailto:<address> or https://<site>')
    .optional(),
  /** The first retry's delay of a failed SMS or e-mail; each next one waits twice as long. */
  MESSAGE_RETRY_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  /** Run the BullMQ worker inside the web process (the demo does; production scales them apart). */
  RUN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Migrate the schema and seed the reference data when a web process starts. A deployment with a
   * one-shot migrate step (docker-compose.yml) turns it off, so N replicas do not all try at once.
   */
  MIGRATE_AT_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Milliseconds the public lot list and counter are served from memory (cleared on any catalogue
   * change); 0 turns it off. Unset: 2000, or 0 under NODE_ENV=test so tests read their own writes.
   */
  LOT_LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /**
   * Bids and auto-bid changes one user may send per second (socket and REST together, counted in
   * Redis so all web processes share it): far above any person's clicking, low enough that a
   * flooding script is refused.
   */
  AUCTION_BID_RATE: z.coerce.number().int().min(1).max(100_000).default(50),
  /**
   * Turns on the load-test API (/api/loadtest: load-test accounts and lots for the load-test toolkit),
   * which asks for it as a bearer token. Unset: the API answers 404. Ignored in production unless
   * LOADTEST_ALLOW_PRODUCTION is true.
   */
  LOADTEST_TOKEN: z.string().min(16).optional(),
  LOADTEST_ALLOW_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Starts a few demo bidders on the demo's live lots (also switchable on the operator's board). */
  DEMO_BOTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Signatures of the offer in force count from this day on (Tashkent midnight, YYYY-MM-DD): the
   * spec's "re-sign by 23 July 2024" (docs/decisions.md "The public-offer consent").
   */
  CONSENT_CUTOFF: z.iso.date().default('2024-07-23'),
  /**
   * Who signs the offer: `test`, the development stand-in for E-IMZO (/dev/e-imzo, keys of a test
   * CA; refused in production), or `eimzo`, the E-IMZO program on the user's machine, checked
   * against ESIGN_TRUSTED_ROOTS. Unset: test outside production, eimzo in production.
   */
  ESIGN_MODE: z.enum(['test', 'eimzo']).optional(),
  /** A PEM file of the root certificates E-IMZO signatures must chain to (ESIGN_MODE=eimzo). */
  ESIGN_TRUSTED_ROOTS: z.string().optional(),
  /**
   * The maps' tile URL template, read at run time: every page carries it, the CSP admits its host.
   * Unset: OpenStreetMap's public tiles (the demo's); empty: no tiles, the maps say so.
   */
  MAP_TILES_URL: z.string().optional(),
  /** The credit every map shows (HTML); unset or empty: OpenStreetMap's. */
  MAP_TILES_ATTRIBUTION: z.string().optional(),
  /** MAP_TILES_URL's older name (the client read it at build time); MAP_TILES_URL wins. */
  VITE_MAP_TILES: z.string().optional(),
  /** Where orders' files are kept: the local disk (FILE_STORAGE_DIR) or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILE_STORAGE_DIR: z.string().default(path.join(ROOT, '.data/files')),
  /** Uploads are streamed here first and removed once stored (or refused). */
  FILE_UPLOAD_DIR: z.string().default(path.join(os.tmpdir(), 'kimoshdi-uploads')),
  /** The bucket (FILE_STORAGE=s3); S3_ENDPOINT for a server other than AWS (MinIO, Yandex, ...). */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

export interface RedisNode {
  host: string;
  port: number;
}

export type Config = z.infer<typeof envSchema> & {
  /** REDIS_CLUSTER_NODES parsed; undefined: one Redis at REDIS_URL. */
  redisCluster: RedisNode[] | undefined;
  /** ESIGN_MODE resolved (see its comment). */
  esignMode: 'test' | 'eimzo';
  /** CONSENT_CUTOFF as an instant: that day's midnight in Tashkent. */
  consentCutoff: Date;
  rootDir: string;
  staticDir: string;
  payments: PaymentConfig;
  /** The platform's account for top-ups by bank transfer; undefined: bank transfer is off. */
  bankTransfer: BankTransferConfig | undefined;
  messaging: MessagingConfig;
  /** The token /metrics asks for (METRICS_TOKEN resolved, see its comment); undefined: none. */
  metricsToken: string | undefined;
  /** The maps' tiles and credit (MAP_TILES_URL, MAP_TILES_ATTRIBUTION, VITE_MAP_TILES resolved). */
  mapTiles: MapTiles;
  /** The load-test API's token when the API is on (LOADTEST_TOKEN, see its comment); undefined: off. */
  loadtestToken: string | undefined;
};

/** /metrics' token outside production when METRICS_TOKEN is unset (refused in production). */
export const DEVELOPMENT_METRICS_TOKEN = 'development-only-metrics-token';

export class ConfigError extends Error {}

/** Secrets whose defaults are public in this repository (all start "development-only"): refused in production. */
const DEVELOPMENT_SECRETS = ['CSRF_SECRET', 'ID_CLIENT_SECRET', 'ID_COOKIE_KEYS', 'ALTCHA_HMAC_KEY'] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A cluster's nodes say where Redis is; REDIS_URL then only carries credentials and TLS.
  const firstNode = env.REDIS_CLUSTER_NODES?.split(',')[0]?.trim();
  const parsed = envSchema.safeParse(
    firstNode && !env.REDIS_URL ? { ...env, REDIS_URL: `redis://${firstNode}` } : env,
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    // Every key of a list counts: an older cookie key that is public still signs valid cookies.
    const defaults = DEVELOPMENT_SECRETS.filter((name) =>
      parsed.data[name].split(',').some((value) => value.trim().startsWith('development-only')),
    );
    if (defaults.length > 0) {
      throw new ConfigError(
        `invalid configuration:\n${defaults.map((name) => `  ${name}: set a secret of your own in production`).join('\n')}`,
      );
    }
  }
  const esignMode = parsed.data.ESIGN_MODE ?? (parsed.data.NODE_ENV === 'production' ? 'eimzo' : 'test');
  if (parsed.data.NODE_ENV === 'production' && esignMode === 'test') {
    throw new ConfigError('invalid configuration:\n  ESIGN_MODE: test signatures are refused in production');
  }
  if (parsed.data.IDP === 'oneid') {
    // Empty by default: OneID issues them to the platform, there is no development value.
    const missing = (['ONEID_CLIENT_ID', 'ONEID_CLIENT_SECRET'] as const).filter(
      (name) => !parsed.data[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `invalid configuration:\n${missing.map((name) => `  ${name}: required when IDP=oneid`).join('\n')}`,
      );
    }
  }
  if (parsed.data.FILE_STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const).filter(
      (name) => !parsed.data[name],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `invalid configuration:\n${missing.map((name) => `  ${name}: required when FILE_STORAGE=s3`).join('\n')}`,
      );
    }
  }
  const payments = resolvePaymentConfig(parsed.data);
  if (!payments.ok) {
    throw new ConfigError(
      `invalid configuration:\n${payments.problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  const bankTransfer = resolveBankTransferConfig(parsed.data);
  if (!bankTransfer.ok) {
    throw new ConfigError(
      `invalid configuration:\n${bankTransfer.problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  const messaging = resolveMessagingConfig(parsed.data);
  if (!messaging.ok) {
    throw new ConfigError(
      `invalid configuration:\n${messaging.problems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  const metrics = resolveMetricsToken(parsed.data);
  if (!metrics.ok) throw new ConfigError(`invalid configuration:\n  ${metrics.problem}`);
  return {
    ...parsed.data,
    esignMode,
    redisCluster: parsed.data.REDIS_CLUSTER_NODES?.split(',').map((node) => {
      const at = node.lastIndexOf(':');
      return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
    }),
    consentCutoff: new Date(`${parsed.data.CONSENT_CUTOFF}T00:00:00+05:00`),
    rootDir: ROOT,
    staticDir: path.join(ROOT, 'server/static'),
    payments: payments.config,
    bankTransfer: bankTransfer.config,
    messaging: messaging.config,
    metricsToken: metrics.token,
    mapTiles: mapTilesFrom(parsed.data),
    loadtestToken: resolveLoadtestToken(parsed.data),
  };
}

/** The load-test API is never on in production unless LOADTEST_ALLOW_PRODUCTION says so. */
export function resolveLoadtestToken(
  env: Pick<z.infer<typeof envSchema>, 'NODE_ENV' | 'LOADTEST_TOKEN' | 'LOADTEST_ALLOW_PRODUCTION'>,
): string | undefined {
  return env.NODE_ENV !== 'production' || env.LOADTEST_ALLOW_PRODUCTION ? env.LOADTEST_TOKEN : undefined;
}

/** Metrics are never public: a port of their own, or a token that is not the development one. */
function resolveMetricsToken(
  env: Pick<z.infer<typeof envSchema>, 'NODE_ENV' | 'METRICS_PORT' | 'METRICS_TOKEN'>,
): { ok: true; token: string | undefined } | { ok: false; problem: string } {
  const production = env.NODE_ENV === 'production';
  if (production && env.METRICS_TOKEN?.startsWith('development-only')) {
    return { ok: false, problem: 'METRICS_TOKEN: set a token of your own in production' };
  }
  if (env.METRICS_TOKEN) return { ok: true, token: env.METRICS_TOKEN };
  if (env.METRICS_PORT !== undefined) return { ok: true, token: undefined };
  if (production) {
    return {
      ok: false,
      problem: 'METRICS_TOKEN: set a token of your own, or METRICS_PORT for a port of its own, in production',
    };
  }
  return { ok: true, token: DEVELOPMENT_METRICS_TOKEN };
}
