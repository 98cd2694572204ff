import { describe, expect, it } from 'vitest';
import type { GameState } from '@kimoshdi/shared';
import { gameCountdown, splitSeconds } from './countdown';

const base = { ends_at: 100_000, paused_at: null } as Pick<GameState, 'ends_at' | 'paused_at'>;
const state = (status: GameState['status'], extra: Partial<GameState> = {}) =>
  ({ ...base, status, ...extra }) as GameState;

describe('gameCountdown', () => {
  it.each([
    ['live counts to the end', state('live'), 40_500, { kind: 'ends', seconds: 59 }],
    ['live past the end shows zero', state('live'), 120_000, { kind: 'ends', seconds: 0 }],
    [
      'paused is frozen at the pause',
      state('paused', { paused_at: 70_000 }),
      99_000,
      { kind: 'paused', seconds: 30 },
    ],
    ['waiting counts to the start', state('waiting'), 10_000, { kind: 'starts', seconds: 50 }],
    ['closed shows none', state('closed'), 10_000, null],
  ])('%s', (_, game, now, expected) => {
    expect(gameCountdown(game, now, 60_000)).toEqual(expected);
  });

  it('splits days off the clock', () => {
    expect(splitSeconds(90_061)).toEqual({ days: 1, clock: '01:01:01' });
    expect(splitSeconds(59)).toEqual({ days: 0, clock: '00:00:59' });
  });
});
