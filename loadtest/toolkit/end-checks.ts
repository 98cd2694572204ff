/**
 * The checks after the load (replay, storm, http): wait for the lot's end when it comes within the
 * run's grace, then hold every ack against the target's public bid log (each once, same amount,
 * no seq missing) and count the seqs the watchers never received. A lot ending later is not waited
 * for: the checks are then null in the summary, with a warning that says so.
 */
import type { BidLogPage } from './api';
import type { Context } from './context';
import { checkAcksInLog } from './replay-plan';
import { roomGaps, roomState, waitForLog, type Room } from './room';

/** How long a run waits beyond --seconds for the lot's end and its log. */
export const END_GRACE_S = 90;

export interface EndChecks {
  acked_lost: number | null;
  seq_gaps: number | null;
  log: (ReturnType<typeof checkAcksInLog> & { bids: number; final_digest: string | null | undefined }) | null;
  watcher_gaps: number;
  last_seq: number;
}

export async function endChecks(
  ctx: Context,
  room: Room,
  acked: readonly { seq: number; amount: string }[],
  warnings: string[],
): Promise<EndChecks> {
  let targetLog: BidLogPage | undefined;
  if (ctx.values['no-wait-end'] === true) {
    warnings.push('--no-wait-end: the public log was not checked');
  } else {
    const endInMs = (roomState(room)?.ends_at ?? 0) - (Date.now() + room.offsetMs);
    if (endInMs > (ctx.seconds + END_GRACE_S) * 1000) {
      warnings.push(
        `lot ${room.lotId} ends in ${Math.round(endInMs / 1000)} s, after the run: its public log was not checked ` +
          '(prepare a lot with a --duration just longer than the run to check it)',
      );
    } else {
      ctx.log(
        `waiting for lot ${room.lotId} to end (${Math.max(0, Math.round(endInMs / 1000))} s) to check its public log`,
      );
      targetLog = await waitForLog(
        ctx.target.origin,
        room,
        performance.now() + Math.max(0, endInMs) + END_GRACE_S * 1000,
      );
      if (!targetLog)
        warnings.push(`lot ${room.lotId}'s public log did not come within ${END_GRACE_S} s of its end`);
    }
  }
  const logCheck = targetLog ? checkAcksInLog(acked, targetLog.items) : undefined;
  const lastSeq = Math.max(
    0,
    ...(targetLog?.items ?? []).map((b) => b.seq),
    ...[...room.bidders, ...room.watchers].map((c) => c.maxSeq),
  );
  const watcherGaps = roomGaps(room, lastSeq);
  return {
    acked_lost: logCheck ? logCheck.lost + logCheck.repeated : null,
    seq_gaps: logCheck ? logCheck.seq_gaps + watcherGaps : null,
    log:
      logCheck && targetLog
        ? { ...logCheck, bids: targetLog.items.length, final_digest: targetLog.final_digest }
        : null,
    watcher_gaps: watcherGaps,
    last_seq: lastSeq,
  };
}
