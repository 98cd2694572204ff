/**
 * The demo's load-test token: `npm start` turns the load-test API on for its demo (docs/load-testing.md)
 * with a random token kept in .data/loadtest-token, readable by its owner only, which
 * `npm run loadtest` reads for a target on this machine. Never in production, never when
 * LOADTEST_TOKEN is set, and never printed: the start's log names the file, not the token.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Relative to the checkout's root. */
export const DEMO_TOKEN_FILE = path.join('.data', 'loadtest-token');

/** The demo's token: the one kept from an earlier start, else a new one written for the next. */
export function demoLoadtestToken(rootDir: string): string {
  const file = path.join(rootDir, DEMO_TOKEN_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 16) return kept;
  }
  const token = randomBytes(24).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}
