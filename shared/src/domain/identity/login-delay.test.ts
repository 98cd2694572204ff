import { describe, expect, it } from 'vitest';
import { loginDelaySeconds } from './login-delay';

describe('loginDelaySeconds', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [8, 8],
    [12, 128],
    [13, 256],
    [14, 300],
    [1000, 300],
    [Number.NaN, 0],
    [-1, 0],
  ])('after %d failures waits %d s', (failures, seconds) => {
    expect(loginDelaySeconds(failures)).toBe(seconds);
  });
});
