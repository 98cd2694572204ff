/**
 * The time left of a live board row, on the server's clock: frozen at the moment a technical
 * interruption began, counting down while live. Pure, for the table and its tests.
 */
import type { LiveAuctionRow } from '@kimoshdi/shared';

export function secondsLeft(row: Pick<LiveAuctionRow, 'ends_at' | 'paused_at'>, nowMs: number): number {
  const from = row.paused_at ?? nowMs;
  return Math.max(0, Math.floor((row.ends_at - from) / 1000));
}

const two = (value: number) => String(value).padStart(2, '0');

/** `H:mm:ss`; hours grow past 24 rather than turning into days (a board is read at a glance). */
export function formatLeft(seconds: number): string {
  return `${Math.floor(seconds / 3600)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}
