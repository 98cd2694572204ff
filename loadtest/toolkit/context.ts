/**
 * What every command starts from, checked before anything is sent: the target (on this machine, or
 * named twice), the token (env LOADTEST_TOKEN or --token), the run's bounds, and an output that
 * scrubs the token from every line it prints.
 */
import { numberOption, stringOption, UsageError, type Command, type Parsed } from './args';
import { boundSeconds, checkTarget, DEFAULT_MAX_RATE, parseTarget, redact } from './safety';

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
  const token = stringOption(values, 'token') ?? (env.LOADTEST_TOKEN || undefined);
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
