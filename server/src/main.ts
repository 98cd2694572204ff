/**
 * The web process: HTTP API, static client and the game's Socket.IO server. Needs DATABASE_URL
 * and REDIS_URL; `npm start` (start.ts) finds or starts those services for you.
 */
import { ConfigError } from './config';
import { runProcess } from './boot';

try {
  await runProcess();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
