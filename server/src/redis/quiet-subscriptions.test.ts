import { describe, expect, it } from 'vitest';
import type { Redis } from './connection';
import { quietSubscriptions } from './quiet-subscriptions';

function closedConnection() {
  const refuse = () => Promise.reject(new Error('Connection is closed.'));
  return {
    subscribe: refuse,
    unsubscribe: refuse,
    psubscribe: refuse,
    punsubscribe: refuse,
    ssubscribe: refuse,
    sunsubscribe: refuse,
  };
}

describe('quietSubscriptions', () => {
  it('reports an unawaited (un)subscribe refused by a closed connection instead of leaving it unhandled', async () => {
    const errors: unknown[] = [];
    const sub = quietSubscriptions(closedConnection() as unknown as Redis, (error) => errors.push(error));
    // What the sharded adapter does: send and walk away.
    void sub.sunsubscribe('socket.io#/#');
    void sub.ssubscribe('socket.io#/#lot:1#');
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'Connection is closed.',
      'Connection is closed.',
    ]);
  });

  it('still gives the caller who awaits the command its answer', async () => {
    const sub = quietSubscriptions(closedConnection() as unknown as Redis, () => undefined);
    await expect(sub.subscribe('channel')).rejects.toThrow('Connection is closed.');
  });
});
