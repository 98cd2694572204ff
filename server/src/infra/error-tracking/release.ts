/**
 * The release an error report is filed under: SENTRY_RELEASE when set (an image build knows its
 * commit: `--build-arg`/env), else `kimoshdi@<version>` with `+<commit>` read from the checkout's
 * .git when there is one (a developer's machine, `npm start`). No `git` process: a file read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function releaseName(options: { release?: string; rootDir: string }): string {
  if (options.release) return options.release;
  const commit = gitCommit(options.rootDir);
  return `kimoshdi@${packageVersion(options.rootDir)}${commit ? `+${commit.slice(0, 12)}` : ''}`;
}

function packageVersion(rootDir: string): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** HEAD's commit: detached (a hash), or a branch's ref in its own file or in packed-refs. */
export function gitCommit(rootDir: string): string | undefined {
  const git = path.join(rootDir, '.git');
  const read = (file: string) => {
    try {
      return readFileSync(path.join(git, file), 'utf8');
    } catch {
      return undefined;
    }
  };
  const head = read('HEAD')?.trim();
  if (!head) return undefined;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref) return /^[0-9a-f]{40}$/.test(head) ? head : undefined;
  const loose = read(ref)?.trim();
  if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
  const packed = read('packed-refs')
    ?.split('\n')
    .find((line) => line.endsWith(` ${ref}`));
  return packed?.slice(0, 40);
}
