/**
 * Names the pool's parameterised statements, so PostgreSQL parses and plans each text once per
 * connection instead of on every call (issue 25: in the closing spike's profile a quarter of the
 * PostgreSQL backends' CPU was planning and another tenth parsing the same few dozen texts; named,
 * 1 000 lots were sold with their protocols in 19.5 s instead of 22.9, docs/benchmarks.md).
 *
 * node-postgres does the rest: a query with a `name` is parsed on a connection the first time and
 * only bound and executed after that. Left unnamed, so planned on every call as before:
 * - statements without parameters (BEGIN, COMMIT, DDL): the simple protocol is cheaper for them;
 * - statements with a `*` other than `count(*)` (`select *`, `returning *`, `t.*`): a migration
 *   that adds a column while a process runs (a rolling deploy) would change such a prepared
 *   statement's row type, and PostgreSQL refuses to run it again ("cached plan must not change
 *   result type"); an explicit column list keeps its type;
 * - every text after the first `limit` (IN lists and multi-row inserts of varying length make new
 *   texts; each named one costs memory in every backend that ran it).
 *
 * DATABASE_NAMED_STATEMENTS=false turns it off, for a pooler that hands one client's statements to
 * several server connections (PgBouncer's transaction mode before 1.21).
 */
import type pg from 'pg';

/** Distinct texts named per process. */
export const NAMED_STATEMENT_LIMIT = 500;

export interface StatementNames {
  /** The name of `text`, or undefined when it stays unnamed. */
  nameOf(text: string, parameterCount: number): string | undefined;
  readonly size: number;
}

/** One text, one name, for the life of the process (a name is never given to another text). */
export function statementNames(limit = NAMED_STATEMENT_LIMIT): StatementNames {
  const names = new Map<string, string>();
  return {
    nameOf(text, parameterCount) {
      if (parameterCount === 0) return undefined;
      const known = names.get(text);
      if (known !== undefined || names.size >= limit || hasStar(text)) return known;
      const name = `k${names.size + 1}`;
      names.set(text, name);
      return name;
    },
    get size() {
      return names.size;
    },
  };
}

/** A `*` that stands for columns; `count(*)` does not. */
const hasStar = (text: string) => text.replaceAll('(*)', '').includes('*');

type QueryFn = (...args: unknown[]) => unknown;

/** Makes every client of `pool` send the named form of the texts `names` names. */
export function nameStatements(pool: pg.Pool, names: StatementNames): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFn;
    // Kysely calls query(text, values); anything else (a config object, a stream) goes as it came.
    const named: QueryFn = (text, values, ...rest) => {
      if (typeof text === 'string' && Array.isArray(values)) {
        const name = names.nameOf(text, values.length);
        if (name !== undefined) return query({ text, values, name }, ...rest);
      }
      return query(text, values, ...rest);
    };
    (client as unknown as { query: QueryFn }).query = named;
  });
}
