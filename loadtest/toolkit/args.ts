/**
 * The command line: `loadtest <command> --target <url> [options]`, one table of options per
 * command (node:util parseArgs, strict: an unknown or misspelt option is an error, not ignored),
 * and the help text each command prints for --help, generated from the same table.
 */
import { parseArgs } from 'node:util';

export const COMMANDS = ['prepare', 'replay', 'storm', 'http', 'cleanup'] as const;
export type Command = (typeof COMMANDS)[number];

interface OptionSpec {
  type: 'string' | 'boolean';
  help: string;
  /** Shown in the help as the value's name. */
  value?: string;
}

const COMMON: Record<string, OptionSpec> = {
  target: { type: 'string', value: 'url', help: 'the deployment under test (required)' },
  token: { type: 'string', value: 'token', help: 'the load-test token (default: env LOADTEST_TOKEN)' },
  'confirm-target': {
    type: 'string',
    value: 'host',
    help: 'the target host named again: required when it is not localhost/127.0.0.1/::1',
  },
  help: { type: 'boolean', help: 'this help' },
};

const BOUNDED: Record<string, OptionSpec> = {
  seconds: { type: 'string', value: 's', help: 'how long the load runs (default 20, max 600)' },
  'allow-long': { type: 'boolean', help: 'allow --seconds above 600' },
  'max-rate': { type: 'string', value: 'n', help: 'the rate cap per second (default 2000)' },
  'no-wait-end': { type: 'boolean', help: "do not wait for the lot's end to check its public bid log" },
  report: {
    type: 'string',
    value: 'dir',
    help: 'where the .json and .html reports go (default ./loadtest-reports)',
  },
};

const RUN: Record<string, OptionSpec> = {
  run: { type: 'string', value: 'file', help: 'the run file `prepare --out` wrote (required)' },
};

export const OPTIONS: Record<Command, Record<string, OptionSpec>> = {
  prepare: {
    ...COMMON,
    bidders: { type: 'string', value: 'n', help: 'bidders to create (default 5)' },
    watchers: { type: 'string', value: 'm', help: 'watchers to create (default 20)' },
    lot: { type: 'string', value: 'id', help: 'use this live load-test lot instead of making one' },
    'start-price': { type: 'string', value: "so'm", help: "the new lot's start price (default 1000000)" },
    step: {
      type: 'string',
      value: "so'm",
      help: "the new lot's step (default 5 % of the start price; the platform's steps are a share of it)",
    },
    duration: { type: 'string', value: 's', help: 'how long the new lot runs, 10 to 3600 (default 300)' },
    'starts-in': {
      type: 'string',
      value: 's',
      help: "seconds until the new lot goes live (server's default, 5)",
    },
    'over-time': {
      type: 'string',
      value: 'min',
      help: 'minutes a late bid extends the new lot by, 0 to 60 (default 0: it ends when it says)',
    },
    balance: { type: 'string', value: "so'm", help: "each account's balance (server's default)" },
    out: { type: 'string', value: 'file', help: 'where the run file goes (required)' },
  },
  replay: {
    ...COMMON,
    ...RUN,
    ...BOUNDED,
    'from-lot': { type: 'string', value: 'id|latest', help: 'the finished lot to replay (on --source)' },
    source: { type: 'string', value: 'url', help: 'the deployment the lot finished on (default: --target)' },
    'tight-ms': {
      type: 'string',
      value: 'ms',
      help: 'bids closer than this at the replay speed may reach the server swapped: allowed to miss (default 50)',
    },
    'bid-log': {
      type: 'string',
      value: 'file',
      help: 'a public bid log saved as JSON, instead of --from-lot',
    },
    speed: { type: 'string', value: 'x', help: 'time runs this many times faster (default 1)' },
    bidders: {
      type: 'string',
      value: 'map',
      help: 'original buyer number = prepared bidder (1-based), e.g. 3=1,7=2 (default: in order of first bid)',
    },
  },
  storm: {
    ...COMMON,
    ...RUN,
    ...BOUNDED,
    rate: { type: 'string', value: 'n', help: 'bids per second, open loop (default 50)' },
    closed: { type: 'boolean', help: 'closed loop: each bidder bids again as soon as its ack is back' },
  },
  http: {
    ...COMMON,
    ...RUN,
    ...BOUNDED,
    connections: { type: 'string', value: 'n', help: 'autocannon connections (default 10)' },
    rate: { type: 'string', value: 'n', help: 'requests per second over all connections (default 200)' },
    'bid-share': { type: 'string', value: '0..1', help: 'the share of requests that are bids (default 0.2)' },
  },
  cleanup: { ...COMMON },
};

const SUMMARIES: Record<Command, string> = {
  prepare: 'creates bidders and watchers (and a live lot unless --lot) and saves them to --out',
  replay: "plays a finished auction's bids against the run's live lot and compares the end",
  storm: 'a synthetic socket bid storm on the run lot: open loop at --rate, or --closed',
  http: 'the HTTP bid route and the public read routes through autocannon',
  cleanup: 'removes every load-test account and lot from the target',
};

export function isCommand(value: string | undefined): value is Command {
  return (COMMANDS as readonly string[]).includes(value ?? '');
}

export type Parsed = Record<string, string | boolean | undefined>;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** The options of one command; throws UsageError on anything unknown or a stray argument. */
export function parseCommand(command: Command, argv: readonly string[]): Parsed {
  const options = Object.fromEntries(
    Object.entries(OPTIONS[command]).map(([name, spec]) => [name, { type: spec.type }]),
  );
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument ${positionals[0] ?? ''}`);
    return values as Parsed;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'bad arguments');
  }
}

export function commandHelp(command: Command): string {
  const rows = Object.entries(OPTIONS[command]).map(([name, spec]) => [
    `--${name}${spec.value ? ` <${spec.value}>` : ''}`,
    spec.help,
  ]);
  const width = Math.max(...rows.map(([left]) => (left ?? '').length));
  return [
    `npm run loadtest -- ${command} --target <url> [options]`,
    '',
    SUMMARIES[command],
    '',
    ...rows.map(([left, right]) => `  ${(left ?? '').padEnd(width)}  ${right ?? ''}`),
  ].join('\n');
}

export function generalHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.length));
  return [
    'npm run loadtest -- <command> --target <url> [options]   (docs/load-testing.md)',
    '',
    ...COMMANDS.map((c) => `  ${c.padEnd(width)}  ${SUMMARIES[c]}`),
    '',
    'npm run loadtest -- <command> --help   the options of one command',
  ].join('\n');
}

/** A number option: positive (or >= 0 with `zero`), finite; undefined when absent. */
export function numberOption(values: Parsed, name: string, opts: { zero?: boolean; integer?: boolean } = {}) {
  const raw = values[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.trim() === '') throw new UsageError(`--${name} needs a number`);
  const value = Number(raw);
  const ok =
    Number.isFinite(value) &&
    (opts.zero ? value >= 0 : value > 0) &&
    (!opts.integer || Number.isInteger(value));
  if (!ok) {
    throw new UsageError(
      `--${name} must be a ${opts.integer ? 'whole' : ''}${opts.integer ? ' ' : ''}number ${opts.zero ? '>= 0' : '> 0'}, not ${raw}`,
    );
  }
  return value;
}

export function stringOption(values: Parsed, name: string): string | undefined {
  const raw = values[name];
  return typeof raw === 'string' ? raw : undefined;
}

export function requireString(values: Parsed, name: string): string {
  const value = stringOption(values, name);
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

/**
 * `--bidders 3=1,7=2`: original buyer number -> prepared bidder (1-based index into the run
 * file's bidders). Each bidder at most once, each buyer at most once.
 */
export function parseBidderMap(raw: string | undefined, bidders: number): Map<string, number> | undefined {
  if (raw === undefined || raw === 'auto') return undefined;
  const map = new Map<string, number>();
  const used = new Set<number>();
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\d+)\s*[=:]\s*(\d+)$/.exec(part);
    if (!match) throw new UsageError(`--bidders: ${part} is not <buyer number>=<bidder>`);
    const buyer = String(Number(match[1]));
    const index = Number(match[2]);
    if (index < 1 || index > bidders)
      throw new UsageError(`--bidders: bidder ${index} is not in 1..${bidders}`);
    if (map.has(buyer)) throw new UsageError(`--bidders: buyer ${buyer} is named twice`);
    if (used.has(index)) throw new UsageError(`--bidders: bidder ${index} is given two buyers`);
    map.set(buyer, index - 1);
    used.add(index);
  }
  if (map.size === 0) throw new UsageError('--bidders is empty');
  return map;
}
