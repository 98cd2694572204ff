import type { Redis } from './connection';

const COMMANDS = [
  'subscribe',
  'unsubscribe',
  'psubscribe',
  'punsubscribe',
  'ssubscribe',
  'sunsubscribe',
] as const;

/**
 * Socket.IO's Redis adapters send their (un)subscribe commands without awaiting them: one still in
 * flight when the connection closes (a room's channel dropped at shutdown, a worker's emitter closed
 * right after its emit) rejects with "Connection is closed" and nobody handles it, which Node counts
 * as an unhandled rejection. Each such command's failure is reported here instead; the adapter's
 * own callers still get the promise.
 */
export function quietSubscriptions<T extends Redis>(sub: T, onError: (error: unknown) => void): T {
  const commands = sub as unknown as Record<
    (typeof COMMANDS)[number],
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of COMMANDS) {
    const original = commands[name].bind(sub);
    commands[name] = (...args: unknown[]) => {
      const sent = original(...args);
      sent.catch(onError);
      return sent;
    };
  }
  return sub;
}
