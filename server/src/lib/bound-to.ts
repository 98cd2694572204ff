/**
 * A module's commands and queries are functions that take what they work on first (the database,
 * or a context of several connections), so a transaction or a test can pass its own. The routes get
 * them as a service built once in deps.ts: the same functions with that first argument bound.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list, kept by Rest
type Command<C> = (context: C, ...args: any[]) => unknown;

type Bound<F> = F extends (context: never, ...args: infer Rest) => infer Result
  ? (...args: Rest) => Result
  : never;

export type BoundService<T> = { [K in keyof T]: Bound<T[K]> };

export function boundTo<C, T extends Record<string, Command<C>>>(context: C, commands: T): BoundService<T> {
  const service: Record<string, unknown> = {};
  for (const [name, command] of Object.entries(commands)) {
    service[name] = (...args: unknown[]) => command(context, ...args);
  }
  return service as BoundService<T>;
}
