import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export interface ChildServer {
  url: string;
  pid: number;
  /** Sends the child a message over IPC and answers its reply (the next message it sends). */
  tell(message: object): Promise<unknown>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const TELL_TIMEOUT_MS = 10_000;

/**
 * Runs one of loadtest/servers/*.ts in its own Node process (run by tsx), so the server under load
 * and the load generator do not share an event loop. The child says `{ url }` over IPC once it
 * listens on 127.0.0.1; stop() sends SIGTERM and waits for it to close cleanly.
 */
export async function startChildServer(
  file: string,
  env: NodeJS.ProcessEnv,
  nodeArgs: readonly string[] = [],
): Promise<ChildServer> {
  const child: ChildProcess = fork(file, [], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${file}`);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { url?: string; error?: string }) => {
      clearTimeout(timer);
      if (message.url) resolve(message.url);
      else reject(new Error(`${file} failed to start: ${message.error ?? 'no reason given'}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with code ${code} before listening`));
    });
  });

  return {
    url,
    pid,
    tell(message) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          child.off('message', answered);
          reject(new Error(`${file} did not answer ${JSON.stringify(message)}`));
        }, TELL_TIMEOUT_MS);
        function answered(reply: unknown) {
          clearTimeout(timer);
          resolve(reply);
        }
        child.once('message', answered);
        child.send(message);
      });
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
