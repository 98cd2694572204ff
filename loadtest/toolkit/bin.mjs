#!/usr/bin/env node
/**
 * The package's `kimoshdi-loadtest` command: runs the TypeScript entry (cli.ts) under tsx, found
 * from this file (not from the caller's directory), with the caller's arguments and exit code.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');
const child = spawn(process.execPath, ['--import', tsx, cli, ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
