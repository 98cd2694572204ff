import { describe, expect, it } from 'vitest';
import { LATER_DAYS, laterUntilFrom, shouldPrompt } from './completion-prompt';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('shouldPrompt', () => {
  it.each([
    ['an incomplete profile on the home page', 60, '/home', null, true],
    ['a complete profile', 100, '/home', null, false],
    ['signed out', null, '/home', null, false],
    ['the game page', 60, '/game-view/15', null, false],
    ['the personal-info page', 40, '/profile/personal-info', null, false],
    ['another cabinet page', 40, '/profile/messages', null, true],
    ['a path that only starts like the game page', 40, '/game-viewer', null, true],
    ['"later" answered an hour ago', 60, '/home', NOW - 3_600_000 + LATER_DAYS * DAY, false],
    ['"later" that has run out', 60, '/home', NOW - 1, true],
  ])('%s', (_name, percentage, pathname, laterUntil, expected) => {
    expect(shouldPrompt({ percentage, pathname, laterUntil, now: NOW })).toBe(expected);
  });

  it(`"later" lasts ${LATER_DAYS} days`, () => {
    expect(laterUntilFrom(NOW) - NOW).toBe(LATER_DAYS * DAY);
  });
});
