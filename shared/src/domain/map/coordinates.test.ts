import { describe, expect, it } from 'vitest';
import { checkPoint, formatCoordinates, parseCoordinates } from './coordinates';

describe('parseCoordinates', () => {
  it.each([
    ['41.311081, 69.240562', { latitude: 41.311081, longitude: 69.240562 }],
    ['41.311081 69.240562', { latitude: 41.311081, longitude: 69.240562 }],
    ['41,311081; 69,240562', { latitude: 41.311081, longitude: 69.240562 }],
    ['  39.65, 66.96 ', { latitude: 39.65, longitude: 66.96 }],
    ['42, 60', { latitude: 42, longitude: 60 }],
  ])('%j is a point', (text, point) => {
    expect(parseCoordinates(text)).toEqual({ ok: true, point });
  });

  it.each([
    ['', 'COORDINATES_REQUIRED'],
    ['   ', 'COORDINATES_REQUIRED'],
    ['41.3', 'COORDINATES_INVALID'],
    ['41.3, 69.2, 5', 'COORDINATES_INVALID'],
    ['abc, def', 'COORDINATES_INVALID'],
    ['41.3N, 69.2E', 'COORDINATES_INVALID'],
    ['1e1, 69', 'COORDINATES_INVALID'],
    ['95, 69', 'COORDINATES_INVALID'],
    ['41, 190', 'COORDINATES_INVALID'],
    ['55.75, 37.62', 'COORDINATES_OUTSIDE'],
    ['-41.3, -69.2', 'COORDINATES_OUTSIDE'],
  ])('%j -> %s', (text, code) => {
    expect(parseCoordinates(text)).toEqual({ ok: false, code });
  });
});

describe('checkPoint', () => {
  it.each([
    [{ latitude: Number.NaN, longitude: 69 }, 'COORDINATES_INVALID'],
    [{ latitude: 41, longitude: Number.POSITIVE_INFINITY }, 'COORDINATES_INVALID'],
    [{ latitude: 0, longitude: 0 }, 'COORDINATES_OUTSIDE'],
  ])('%j -> %s', (point, code) => {
    expect(checkPoint(point)).toEqual({ ok: false, code });
  });
});

it('formats six decimals', () => {
  expect(formatCoordinates({ latitude: 41.3, longitude: 69.2405624 })).toBe('41.300000, 69.240562');
});
