import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Work that must see its own writes: every query the read instance (db/read-database.ts) runs
 * inside it goes to the primary, whatever the replicas' state. The HTTP layer runs a request in it
 * when its person wrote in the last seconds (http/middleware/read-your-writes.ts); nothing else
 * reads it, and without read replicas nobody asks.
 */
const primaryOnly = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) with its reads on the primary. */
export function readOwnWrites<T>(work: () => T): T {
  return primaryOnly.run(true, work);
}

/** Whether the running work asked to read from the primary. */
export function readsOwnWrites(): boolean {
  return primaryOnly.getStore() === true;
}
