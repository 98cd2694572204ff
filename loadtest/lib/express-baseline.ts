import path from 'node:path';
import { measure, type LoadFigures, type LoadOptions } from './cannon';
import { startChildServer } from './child-server';

const SERVERS = path.resolve(import.meta.dirname, '../servers');

/**
 * The yardstick a scenario compares itself with: a trivial Express 5 JSON route
 * (loadtest/servers/baseline.ts) in its own process, under the scenario's load, stopped after.
 */
export async function measureExpressBaseline(
  load: Pick<LoadOptions, 'connections' | 'warmupSeconds' | 'durationSeconds'>,
): Promise<LoadFigures> {
  const baseline = await startChildServer(path.join(SERVERS, 'baseline.ts'), { ...process.env });
  try {
    console.log(`express baseline: ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s measured`);
    return await measure({ ...load, url: baseline.url, paths: ['/baseline'], serverPid: baseline.pid });
  } finally {
    await baseline.stop();
  }
}
