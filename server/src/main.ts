/**
 * The web process: HTTP API, static client and the game's Socket.IO server (WEB_PROCESSES of them
 * on one port, web-processes.ts). Needs DATABASE_URL and REDIS_URL (or REDIS_CLUSTER_NODES);
 * `npm start` (start.ts) finds or starts those services for you.
 */
import { ConfigError } from './config';
import { runWebProcesses } from './web-processes';

try {
  await runWebProcesses(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
