/**
 * What every command starts from, checked before anything is sent: the target (on this machine, or
 * named twice), the token (env LOADTEST_TOKEN or --token), the run's bounds, and an output that
 * scrubs the token from every line it prints.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_TOKEN_FILE } from '../../server/src/demo/demo-loadtest-token';
import { numberOption, stringOption, UsageError, type Command, type Parsed } from './args';
import { boundSeconds, checkTarget, DEFAULT_MAX_RATE, isLocalHost, parseTarget, redact } from './safety';

export interface Context {
  command: Command;
  target: URL;
  token: string | undefined;
  values: Parsed;
  seconds: number;
  maxRate: number;
  reportDir: string;
  startedAt: Date;
  log(line: string): void;
  /** The options as the report shows them (never the token). */
  options(): Record<string, unknown>;
}

/**
 * The token `npm start` made for its demo (server/src/start.ts writes it to .data/loadtest-token
 * when LOADTEST_TOKEN is unset): taken for a target on this machine only, so trying the toolkit on
 * the demo needs no token typed, and no other deployment's token is ever guessed.
 */
export function demoToken(target: URL, rootDir: string): string | undefined {
  if (!isLocalHost(target.hostname)) return undefined;
  const file = path.join(rootDir, DEMO_TOKEN_FILE);
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').trim() || undefined;
}

export function createContext(
  command: Command,
  values: Parsed,
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Context {
  const rawTarget = stringOption(values, 'target');
  if (!rawTarget) throw new UsageError('--target <url> is required (say --target http://localhost:3000)');
  const target = parseTarget(rawTarget);
  checkTarget(target, stringOption(values, 'confirm-target'));
  const token =
    stringOption(values, 'token') ?? (env.LOADTEST_TOKEN || undefined) ?? demoToken(target, process.cwd());
  const maxRate = numberOption(values, 'max-rate') ?? DEFAULT_MAX_RATE;
  const seconds = boundSeconds(numberOption(values, 'seconds'), values['allow-long'] === true);
  return {
    command,
    target,
    token,
    values,
    seconds,
    maxRate,
    reportDir: stringOption(values, 'report') ?? 'loadtest-reports',
    startedAt: new Date(),
    log: (line) => out(redact(line, [token])),
    options: () => {
      const shown: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(values))
        if (key !== 'token' && key !== 'help') shown[key] = value;
      return { ...shown, seconds, max_rate: maxRate };
    },
  };
}
