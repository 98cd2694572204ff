/**
 * The Subscribe API client a process uses: Payme over HTTPS, or in test mode the local stand-in
 * (the same JSON-RPC bodies, handed over in process; no card ever reaches Payme from a test).
 */
import type { Database } from '../../../db/database';
import type { PaymentConfig } from '../../../payment-config';
import type { Redis } from '../../../redis/connection';
import type { Keys } from '../../../redis/keys';
import { createSubscribeStandIn } from './stand-in';
import { createSubscribeClient, httpTransport, type SubscribeClient } from './subscribe.client';

export function subscribeClientFromConfig(deps: {
  config: PaymentConfig;
  db: Database;
  redis: Redis;
  keys: Keys;
}): SubscribeClient {
  const { config } = deps;
  const { merchantId, key } = config.payme;
  const transport = config.testMode
    ? createSubscribeStandIn({ db: deps.db, redis: deps.redis, keys: deps.keys, merchantId, key }).handle
    : httpTransport(config.payme.subscribeUrl);
  return createSubscribeClient({ transport, merchantId, key });
}
