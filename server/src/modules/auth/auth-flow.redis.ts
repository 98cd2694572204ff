import type { Redis } from '../../redis/connection';
import type { Keys } from '../../redis/keys';
import type { SignInFlow } from './identity-client';

// Long enough to register with a code, short enough that an abandoned flow goes away.
const FLOW_TTL_SECONDS = 30 * 60;

export async function saveFlow(redis: Redis, keys: Keys, flow: SignInFlow): Promise<void> {
  await redis.set(keys.authFlow(flow.state), JSON.stringify(flow), 'EX', FLOW_TTL_SECONDS);
}

/** Takes a flow once: a replayed callback finds nothing. */
export async function takeFlow(redis: Redis, keys: Keys, state: string): Promise<SignInFlow | undefined> {
  const raw = await redis.getdel(keys.authFlow(state));
  return raw ? (JSON.parse(raw) as SignInFlow) : undefined;
}
