import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs a script's `main` when the file is executed (not when a test imports it), and turns its
 * answer into the exit code.
 */
export function runIfMain(moduleUrl: string, main: (args: string[]) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
