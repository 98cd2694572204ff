/**
 * `npm run loadtest -- <command> --target <url> [options]` (docs/load-testing.md): the load-test
 * toolkit for the people who run a Kimoshdi deployment. Exit codes: 0 done (checks passed or not
 * made), 2 refused (bad arguments, a safety rule), 3 the run's checks failed, 1 any other error.
 * Every message goes through the redaction: the token is never printed.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  commandHelp,
  generalHelp,
  isCommand,
  parseCommand,
  stringOption,
  UsageError,
  type Command,
} from './args';
import { cleanup } from './commands/cleanup';
import { http } from './commands/http';
import { prepare } from './commands/prepare';
import { replay } from './commands/replay';
import { storm } from './commands/storm';
import { createContext, type Context } from './context';
import { redact, SafetyError } from './safety';

const RUNNERS: Record<Command, (ctx: Context) => Promise<number>> = { prepare, replay, storm, http, cleanup };

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
}

const defaultIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
};

export async function main(argv: readonly string[], io: CliIo = defaultIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.out(generalHelp());
    return command === undefined ? 2 : 0;
  }
  if (!isCommand(command)) {
    io.err(`unknown command ${command}\n\n${generalHelp()}`);
    return 2;
  }
  let secrets: (string | undefined)[] = [io.env.LOADTEST_TOKEN];
  try {
    const values = parseCommand(command, rest);
    secrets = [stringOption(values, 'token'), io.env.LOADTEST_TOKEN];
    if (values.help === true) {
      io.out(commandHelp(command));
      return 0;
    }
    const ctx = createContext(command, values, io.env, (line) => io.err(redact(line, secrets)));
    return await RUNNERS[command](ctx);
  } catch (error) {
    // The raw argv may hold the token even when parsing failed before it was read.
    const argvToken = rest[rest.indexOf('--token') + 1];
    const inline = rest.find((a) => a.startsWith('--token='))?.slice('--token='.length);
    const message = redact(error instanceof Error ? error.message : String(error), [
      ...secrets,
      rest.includes('--token') ? argvToken : undefined,
      inline,
    ]);
    if (error instanceof UsageError || error instanceof SafetyError) {
      io.err(`loadtest ${command}: ${message}\n(npm run loadtest -- ${command} --help)`);
      return 2;
    }
    io.err(`loadtest ${command} failed: ${message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${redact(String(error), [process.env.LOADTEST_TOKEN])}\n`);
      process.exit(1);
    },
  );
}
