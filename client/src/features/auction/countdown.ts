/**
 * What the game's countdown shows, on the server's clock: time left to the end while live, the
 * time that was left when a technical interruption began (frozen until it resumes), time to the
 * start while waiting, nothing once closed.
 */
import type { GameState } from '@kimoshdi/shared';

export interface Countdown {
  kind: 'ends' | 'paused' | 'starts';
  /** Whole seconds left, never negative. */
  seconds: number;
}

export function gameCountdown(state: GameState, nowMs: number, startsAtMs: number | null): Countdown | null {
  const left = (targetMs: number, fromMs: number) => Math.max(0, Math.floor((targetMs - fromMs) / 1000));
  switch (state.status) {
    case 'live':
      return { kind: 'ends', seconds: left(state.ends_at, nowMs) };
    case 'paused':
      return { kind: 'paused', seconds: left(state.ends_at, state.paused_at ?? nowMs) };
    case 'waiting':
      return startsAtMs === null ? null : { kind: 'starts', seconds: left(startsAtMs, nowMs) };
    default:
      return null;
  }
}

const two = (value: number) => String(value).padStart(2, '0');

/** `HH:mm:ss`, with whole days split off for the caller's translated unit. */
export function splitSeconds(total: number): { days: number; clock: string } {
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return {
    days,
    clock: `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`,
  };
}
