/** A backing service found or started for this process; `stop` undoes what we started ourselves. */
export interface ResolvedService {
  url: string;
  source: 'env' | 'local' | 'embedded';
  stop?: () => Promise<void>;
}

/** Nothing can serve: the message says what is missing and how to get it. */
export class ServiceMissingError extends Error {}

export interface ServiceSearch {
  /** "PostgreSQL" or "Redis", as the messages name it. */
  name: string;
  /** The environment variable that names it, and its value. */
  envVar: string;
  envUrl: string | undefined;
  /** The local server's URL and how to describe it ("as user postgres at 127.0.0.1:5432"). */
  localUrl: string;
  localWhere: string;
  /** Whether to try the local server at all (KIMOSHDI_SKIP_LOCAL_SERVICES turns it off). */
  probeLocal: boolean;
  /** Resolves when a server at the URL answers (and, for PostgreSQL, has our database). */
  probe(url: string): Promise<void>;
  /** Starts our own; throws with the reason when it cannot. */
  startEmbedded(): Promise<ResolvedService>;
  /** What a person can do when nothing serves, one line each. */
  remedies: string[];
}

/**
 * The one order in which `npm start` and the tests look for a service: the environment's, else the
 * local one, else one of our own. When none serves, the error names each attempt and the remedies.
 */
export async function findService(search: ServiceSearch): Promise<ResolvedService> {
  const { name, envVar, envUrl } = search;
  if (envUrl) {
    try {
      await search.probe(envUrl);
    } catch (error) {
      throw new ServiceMissingError(
        `${name}: ${envVar} is set but cannot be reached (${String(error)}). ` +
          `Check the address and credentials, or unset ${envVar} to use a local or embedded ${name}.`,
      );
    }
    return { url: envUrl, source: 'env' };
  }
  let localFailure = 'the local server was not tried (KIMOSHDI_SKIP_LOCAL_SERVICES)';
  if (search.probeLocal) {
    try {
      await search.probe(search.localUrl);
      return { url: search.localUrl, source: 'local' };
    } catch (error) {
      localFailure = `nothing answers ${search.localWhere} (${String(error)})`;
    }
  }
  try {
    return await search.startEmbedded();
  } catch (error) {
    throw new ServiceMissingError(
      [
        `${name} is missing:`,
        `  - ${envVar} is not set;`,
        `  - ${localFailure};`,
        `  - ${error instanceof Error ? error.message : String(error)}.`,
        'Do one of these:',
        ...search.remedies.map((remedy) => `  - ${remedy}`),
      ].join('\n'),
    );
  }
}
