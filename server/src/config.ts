import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }),
  /** Every Redis key of this deployment starts with it (tests use one per run). */
  REDIS_PREFIX: z.string().default('kim:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest JSON body accepted by the API (bytes or an express size like "100kb"). */
  BODY_LIMIT: z.string().default('100kb'),
  /** The built client; served with a fallback to index.html for the app's routes. */
  CLIENT_DIST: z.string().default(path.join(ROOT, 'client/dist')),
  /** Hops of reverse proxies to trust for the client address (express "trust proxy"). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** Run the BullMQ worker inside the web process (the demo does; production scales them apart). */
  RUN_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & { rootDir: string; staticDir: string };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, rootDir: ROOT, staticDir: path.join(ROOT, 'server/static') };
}
