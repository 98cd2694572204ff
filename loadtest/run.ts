/**
 * `npm run bench -- <scenario> [--keep] [--profile] [--quick] [--duration=S] [--warmup=S] [--connections=N] [--lots=N] [--rows=N]`
 *
 * Each scenario makes what it needs on 127.0.0.1 only (its own database and Redis prefix), runs
 * bounded in time, checks that the data is consistent at the end, writes
 * loadtest/reports/<scenario>.json (its `summary` first: loadtest/lib/summary.ts) and prints a
 * summary. --keep leaves the database in place; --profile writes a CPU profile of the server under
 * test to loadtest/reports/ (bid-storm-socket: of its fair bare server too); --quick is a smoke run (every count and duration shrunk, the
 * flags above still apply) that checks the scenario works, never a measurement.
 */
import { bidStormHttp } from './scenarios/bid-storm-http';
import { bidStormSocket } from './scenarios/bid-storm-socket';
import { closingSpike } from './scenarios/closing-spike';
import { exportScenario } from './scenarios/export';
import { fanout } from './scenarios/fanout';
import { firstLoad } from './scenarios/first-load';
import { groupCommit } from './scenarios/group-commit';
import { lighthouseScenario } from './scenarios/lighthouse';
import { lotList } from './scenarios/lot-list';
import { manyLots } from './scenarios/many-lots';
import { oneClickRace } from './scenarios/one-click-race';
import { soak } from './scenarios/soak';
import type { Scenario, ScenarioOptions } from './scenarios/scenario';
import { loadAverageNow, type SummaryScenario } from './lib/summary';

/**
 * Typed by the summaries' scenarios: a scenario without its summary fields does not compile.
 * `lighthouse` is the one whose summary is a list of rows (one per page and language), not one
 * flat record.
 */
const SCENARIOS: Record<SummaryScenario | 'lighthouse', Scenario> = {
  'lot-list': lotList,
  'bid-storm-socket': bidStormSocket,
  'bid-storm-http': bidStormHttp,
  fanout,
  'closing-spike': closingSpike,
  'group-commit': groupCommit,
  'many-lots': manyLots,
  'one-click-race': oneClickRace,
  soak,
  'first-load': firstLoad,
  export: exportScenario,
  lighthouse: lighthouseScenario,
};

/** What --quick changes unless the flag is given too (each scenario also shrinks its own counts). */
const QUICK = { durationSeconds: 3, warmupSeconds: 1, connections: 10, lots: 2_000 };

function parseArgs(argv: string[]): { name: string | undefined; options: ScenarioOptions } {
  const quick = argv.includes('--quick');
  const options: ScenarioOptions = {
    keep: false,
    durationSeconds: 20,
    warmupSeconds: 5,
    connections: 50,
    lots: 100_000,
    profile: false,
    quick,
    loadAverage: 0,
    ...(quick ? QUICK : {}),
  };
  let name: string | undefined;
  const positive = (flag: string, text: string) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} needs a whole number above 0`);
    return value;
  };
  for (const arg of argv) {
    const [flag, value = ''] = arg.split('=', 2) as [string, string?];
    if (flag === '--keep') options.keep = true;
    else if (flag === '--profile') options.profile = true;
    else if (flag === '--quick') continue;
    else if (flag === '--duration') options.durationSeconds = positive(flag, value);
    else if (flag === '--warmup') options.warmupSeconds = Number(value) || 0;
    else if (flag === '--connections') options.connections = positive(flag, value);
    else if (flag === '--lots') options.lots = positive(flag, value);
    else if (flag === '--rows') options.rows = positive(flag, value);
    else if (!flag.startsWith('--') && name === undefined) name = flag;
    else throw new Error(`unknown argument ${arg}`);
  }
  return { name, options };
}

async function main(): Promise<number> {
  const { name, options } = parseArgs(process.argv.slice(2));
  const scenario =
    name && Object.hasOwn(SCENARIOS, name) ? SCENARIOS[name as keyof typeof SCENARIOS] : undefined;
  if (!scenario) {
    console.error(
      `usage: npm run bench -- <scenario> [--keep] [--profile] [--quick] [--duration=20] [--warmup=5] [--connections=50] [--lots=100000]`,
    );
    console.error(`scenarios: ${Object.keys(SCENARIOS).join(', ')}`);
    return 2;
  }
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`;
  // Before anything of the run starts: the load the run itself makes must not count.
  options.loadAverage = loadAverageNow();
  console.log(
    `load average ${options.loadAverage} before the run${options.quick ? '; quick smoke run' : ''}`,
  );
  const passed = await scenario.run(options, command);
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
