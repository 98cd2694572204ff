/**
 * The worker container's health check (docker-compose.yml): exit 0 when this host holds a live
 * BullMQ worker on each queue, 1 (saying which queues) otherwise. A web process answers /healthz
 * instead; the worker has no HTTP port.
 */
import { loadConfig } from './config';
import { queuesWithoutWorkerHere } from './liveness/worker-health';
import { createRedis } from './redis/connection';
import { createKeys } from './redis/keys';

const config = loadConfig();
const redis = createRedis({ url: config.REDIS_URL, cluster: config.redisCluster }, 'commands', {
  connectionName: 'kimoshdi:health',
});
try {
  const missing = await queuesWithoutWorkerHere(
    redis,
    createKeys(config.REDIS_PREFIX, { cluster: config.redisCluster !== undefined }),
  );
  if (missing.length > 0) console.error(`no worker of this host on: ${missing.join(', ')}`);
  process.exitCode = missing.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  redis.disconnect();
}
