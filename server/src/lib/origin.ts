import type { Request } from 'express';
import type { Config } from '../config';

/**
 * The platform's own address: PUBLIC_URL when set (production, behind a proxy), else the address
 * this request came to (the demo on localhost, tests on random ports).
 */
export function publicOrigin(req: Request, config: Config): string {
  return config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
