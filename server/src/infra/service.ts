/** A backing service found or started for this process; `stop` undoes what we started ourselves. */
export interface ResolvedService {
  url: string;
  source: 'env' | 'local' | 'embedded';
  stop?: () => Promise<void>;
}

/** Nothing can serve: the message says what is missing and how to get it. */
export class ServiceMissingError extends Error {}
