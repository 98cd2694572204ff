export interface ScenarioOptions {
  /** Leave the bench database in place (its name is printed) instead of dropping it. */
  keep: boolean;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** How many lots the catalogue holds. */
  lots: number;
  /** `--rows=N`: how many rows a scenario that seeds a list makes (export); its own default otherwise. */
  rows?: number;
  /** Write a CPU profile of the server under test into loadtest/reports/ (open it in Chrome DevTools). */
  profile: boolean;
  /**
   * `--quick`: a smoke run that checks the scenario works end to end and writes its report, with
   * every count and duration shrunk (each scenario says how). Its figures measure nothing.
   */
  quick: boolean;
  /** Not an option: the 1-minute load average run.ts read just before the scenario started. */
  loadAverage: number;
}

export interface Scenario {
  /** Runs the scenario; answers whether every target and consistency check passed. */
  run(options: ScenarioOptions, command: string): Promise<boolean>;
}
