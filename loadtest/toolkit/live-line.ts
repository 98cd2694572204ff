/**
 * The line a run shows while it goes: elapsed, rate sent and accepted, ack p50/p99 so far, errors.
 * On a TTY it is rewritten in place twice a second; otherwise (CI, a pipe) a plain line every
 * few seconds, so a log stays readable.
 */
import type { Snapshot } from './run-stats';

export function formatLiveLine(s: Snapshot): string {
  return (
    `${s.elapsed_s.toFixed(1)}s  sent ${s.sent_per_s}/s  accepted ${s.accepted_per_s}/s  ` +
    `ack p50 ${s.ack_p50_ms} ms p99 ${s.ack_p99_ms} ms  attempts ${s.attempts}  errors ${s.errors}`
  );
}

export interface LiveLine {
  stop(): void;
}

export function startLiveLine(read: () => Snapshot, out: NodeJS.WriteStream = process.stderr): LiveLine {
  const tty = Boolean(out.isTTY);
  const timer = setInterval(
    () => {
      const line = formatLiveLine(read());
      out.write(tty ? `\r\x1b[2K${line}` : `${line}\n`);
    },
    tty ? 500 : 5_000,
  );
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      const line = formatLiveLine(read());
      out.write(tty ? `\r\x1b[2K${line}\n` : `${line}\n`);
    },
  };
}
