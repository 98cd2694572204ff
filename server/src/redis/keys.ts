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
    /** BullMQ's own prefix: its keys are `<prefix>bull:<queue>:...`. */
    bullPrefix: `${prefix}bull`,
  };
}

export type Keys = ReturnType<typeof createKeys>;
