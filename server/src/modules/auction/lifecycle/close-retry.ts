/**
 * When a close job that came too early comes back (lifecycle.jobs.ts). The engine's clock (Redis
 * TIME) says how long the lot has left; BullMQ fires a delayed job by the clock of the process
 * that runs it. So the retry is placed at "here and now + what the engine says is left": on a
 * process whose clock is off (the fault suite's worker 2 minutes ahead) the job still fires at the
 * real end, where "at the end the engine reports" would fire at once, again and again, until the
 * skewed clock's idea of the end had passed (hundreds of jobs for one close).
 */

/** A close that fires a little early (clocks differ) comes back no sooner than this. */
export const MIN_RETRY_MS = 250;

export function closeRetryAt(times: {
  /** The end the engine reported (its clock). */
  endsAtMs: number;
  /** The engine's clock now. */
  engineNowMs: number;
  /** This process's clock now (what BullMQ delays by). */
  localNowMs: number;
  /** The time the early job was scheduled for: the retry gets a later one, so a new job id. */
  scheduledAtMs: number;
}): number {
  const left = Math.max(0, times.endsAtMs - times.engineNowMs);
  return Math.max(times.localNowMs + left, times.scheduledAtMs + MIN_RETRY_MS);
}
