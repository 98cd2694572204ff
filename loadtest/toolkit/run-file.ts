/**
 * The run file `prepare --out` writes and the other commands read (`--run`): the lot and the
 * sessions of its bidders and watchers. It holds session cookies, so it is written readable by its
 * owner only (0600); it never holds the token.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { LoadtestAccount, LoadtestLot } from './api';

export const RUN_FILE_VERSION = 'kimoshdi-loadtest-run/1';

export interface RunFile {
  version: typeof RUN_FILE_VERSION;
  /** The target's origin the sessions belong to. */
  target: string;
  created_at: string;
  lot: LoadtestLot;
  bidders: LoadtestAccount[];
  watchers: LoadtestAccount[];
}

export async function writeRunFile(file: string, run: RunFile): Promise<void> {
  await writeFile(file, `${JSON.stringify(run, null, 2)}\n`, { mode: 0o600 });
}

export async function readRunFile(file: string, target: URL): Promise<RunFile> {
  let run: RunFile;
  try {
    run = JSON.parse(await readFile(file, 'utf8')) as RunFile;
  } catch (error) {
    throw new Error(`--run ${file}: ${(error as Error).message}`);
  }
  if (run.version !== RUN_FILE_VERSION || !run.lot || !Array.isArray(run.bidders)) {
    throw new Error(`--run ${file} is not a run file of \`loadtest prepare\``);
  }
  if (new URL(run.target).origin !== target.origin) {
    throw new Error(`--run ${file} was prepared for ${new URL(run.target).host}, not ${target.host}`);
  }
  return run;
}
