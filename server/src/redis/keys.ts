/**
 * Every Redis key name, built in one place (redis/keys.test.ts checks the slots). `prefix`
 * separates deployments and test runs. In a Redis Cluster a command or Lua script may only touch
 * keys of one hash slot: every key read or written together shares a hash tag (`{...}`), so
 *
 * - a lot's keys (and its rebuild lock) carry `{lot_id}`: each lot script's KEYS are one slot, and
 *   lots spread over the shards;
 * - BullMQ's keys carry one tag, `{bull}`, in a cluster (its scripts touch several keys of a
 *   queue; BullMQ's docs ask for a hash-tagged prefix there);
 * - every other key stands alone (one key per command): visitors, sign-in flows, live-lot set,
 *   demo switch and lock, worker heartbeat, the bid rate (tagged by user), and the modules' own
 *   rate-limit and code keys under `<prefix>rl:` (identity, contact, cabinet, user-order), which
 *   rate-limiter-flexible reads and writes one key at a time.
 */
export function createKeys(prefix: string, { cluster = false }: { cluster?: boolean } = {}) {
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
        /**
         * Prefix of the strings `<this><user id>`: a user's bids on this lot in the current second
         * (placeBid-6.lua counts them; each expires with its window).
         */
        rate: `${base}rate:`,
      };
    },
    /** Set of the lots whose live state Redis holds (the reconciler walks it). Not in a lot's slot. */
    liveLots: `${prefix}auk:live-lots`,
    /** Socket.IO's Redis adapter channel prefix (the worker's emitter uses the same). */
    socketIo: `${prefix}socket.io`,
    /** Pub/Sub: ids of shop sessions just ended (every web process forgets them, drops their sockets). */
    sessionsEnded: `${prefix}sessions:ended`,
    /** The demo bots' switch (shared by every process) and the lock of the one process running them. */
    demoBots: { enabled: `${prefix}demo-bots:enabled`, lock: `${prefix}demo-bots:lock` },
    /** A worker's "alive at" (epoch ms), rewritten every few seconds; its expiry marks it stale. */
    workerHeartbeat: `${prefix}worker:heartbeat`,
    /** A short lock while one process rebuilds a lot's state from PostgreSQL. */
    lotRebuildLock: (lotId: number) => `${prefix}auk:lot:{${lotId}}:rebuild`,
    /**
     * BullMQ's own prefix: its keys are `<prefix>bull:<queue>:...`; in a cluster `<prefix>{bull}:...`,
     * one slot for all queues (single Redis keeps its old names: jobs already queued stay found).
     */
    bullPrefix: cluster ? `${prefix}{bull}` : `${prefix}bull`,
    /**
     * rate-limiter-flexible's key prefix of the per-user rate of auto-bid changes (engine/bid-rate.ts);
     * each user's counter is `<this>:{<user id>}`, its own slot. Bids are counted per user and lot
     * by the placeBid script itself (lot(id).rate).
     */
    bidRate: `${prefix}bid-rate`,
    /**
     * The local stand-in of Payme's Subscribe API (test mode): a card by its token, a receipt by its
     * id, each one JSON string (modules/top-up/payme-subscribe/stand-in.ts).
     */
    paymeStandIn: (kind: 'card' | 'receipt', id: string) => `${prefix}dev:payme-subscribe:${kind}:${id}`,
  };
}

export type Keys = ReturnType<typeof createKeys>;
