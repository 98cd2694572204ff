export interface ScenarioOptions {
  /** Leave the bench database in place (its name is printed) instead of dropping it. */
  keep: boolean;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** How many lots the catalogue holds. */
  lots: number;
  /** Write a CPU profile of the server under test into loadtest/reports/ (open it in Chrome DevTools). */
  profile: boolean;
}

export interface Scenario {
  /** Runs the scenario; answers whether every target and consistency check passed. */
  run(options: ScenarioOptions, command: string): Promise<boolean>;
}
