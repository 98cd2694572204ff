/**
 * Every Redis key name, built in one place. `prefix` separates deployments and test runs. Keys of
 * one lot will carry the hash tag `{lot_id}` so a Lua script touches one cluster slot.
 */
export function createKeys(prefix: string) {
  return {
    /** HyperLogLog of the visitor ids seen on a Tashkent day (YYYY-MM-DD). */
    visitorsDay: (day: string) => `${prefix}visitors:${day}`,
    /** A sign-in in progress (state, nonce, PKCE verifier, where to return), by its state. */
    authFlow: (state: string) => `${prefix}auth:flow:${state}`,
    /**
     * The live auction's keys of one lot (docs/architecture.md section 2). Each carries the hash tag `{id}`,
     * so a Lua script touches one Redis Cluster slot. Order = the KEYS order of the lot scripts.
     */
    lot: (lotId: number) => {
      const base = `${prefix}auk:lot:{${lotId}}:`;
      return {
        /** Hash: status, prices, leader, seq, step_no, ends_at_ms, ... */
        state: `${base}state`,
        /** Stream: the ordered bid log (fields seq, user, no, amount, kind, step, at, ends, req). */
        bids: `${base}bids`,
        /** Hash: user id -> buyer number. */
        participants: `${base}participants`,
        /** Hash: user id -> "max:order" (auto-bid maxima, secret). */
        autobids: `${base}autobids`,
        /** Hash: "user:request_id" -> the first answer (JSON); expires with the lot. */
        requests: `${base}requests`,
        /** Hash: server process id -> viewers it holds in the lot's room. */
        viewers: `${base}viewers`,
      };
    },
    /** Set of the lots whose live state Redis holds (the reconciler walks it). Not in a lot's slot. */
    liveLots: `${prefix}auk:live-lots`,
    /** Socket.IO's Redis adapter channel prefix (the worker's emitter uses the same). */
    socketIo: `${prefix}socket.io`,
    /** The demo bots' switch (shared by every process) and the lock of the one process running them. */
    demoBots: { enabled: `${prefix}demo-bots:enabled`, lock: `${prefix}demo-bots:lock` },
    /** A worker's "alive at" (epoch ms), rewritten every few seconds; its expiry marks it stale. */
    workerHeartbeat: `${prefix}worker:heartbeat`,
    /** A short lock while one process rebuilds a lot's state from PostgreSQL. */
    lotRebuildLock: (lotId: number) => `${prefix}auk:lot:{${lotId}}:rebuild`,
    /** BullMQ's own prefix: its keys are `<prefix>bull:<queue>:...`. */
    bullPrefix: `${prefix}bull`,
  };
}

export type Keys = ReturnType<typeof createKeys>;
