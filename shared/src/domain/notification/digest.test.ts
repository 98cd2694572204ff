import { describe, expect, it } from 'vitest';
import { digestDue, isDigestFrequency, lastDigestSlot } from './digest';

// Tashkent is UTC+5: 09:00 there is 04:00 UTC.
const at = (iso: string) => new Date(iso);

describe('lastDigestSlot', () => {
  it.each([
    ['hourly: the hour begun', 'hourly', '2026-11-27T10:37:00Z', '2026-11-27T10:00:00.000Z'],
    ['hourly: on the hour', 'hourly', '2026-11-27T10:00:00Z', '2026-11-27T10:00:00.000Z'],
    ['daily: after 09:00 Tashkent', 'daily', '2026-11-27T05:00:00Z', '2026-11-27T04:00:00.000Z'],
    ['daily: at 09:00 Tashkent', 'daily', '2026-11-27T04:00:00Z', '2026-11-27T04:00:00.000Z'],
    ['daily: before 09:00 Tashkent, yesterday', 'daily', '2026-11-27T03:59:00Z', '2026-11-26T04:00:00.000Z'],
    ['daily: 23:30 Tashkent, the same day', 'daily', '2026-11-27T18:30:00Z', '2026-11-27T04:00:00.000Z'],
    ['daily: 00:30 Tashkent, the day before', 'daily', '2026-11-27T19:30:00Z', '2026-11-27T04:00:00.000Z'],
  ] as const)('%s', (_name, frequency, now, slot) => {
    expect(lastDigestSlot(frequency, at(now))?.toISOString()).toBe(slot);
  });

  it('has none when off', () => {
    expect(lastDigestSlot('off', at('2026-11-27T10:00:00Z'))).toBeUndefined();
  });
});

describe('digestDue', () => {
  it.each([
    [
      'hourly: found last hour, never sent',
      'hourly',
      null,
      '2026-11-27T09:15:00Z',
      '2026-11-27T10:01:00Z',
      true,
    ],
    [
      'hourly: found this hour: waits for the next',
      'hourly',
      null,
      '2026-11-27T10:00:30Z',
      '2026-11-27T10:01:00Z',
      false,
    ],
    [
      'hourly: sent this hour already',
      'hourly',
      '2026-11-27T10:00:10Z',
      '2026-11-27T09:15:00Z',
      '2026-11-27T10:30:00Z',
      false,
    ],
    [
      'hourly: sent last hour',
      'hourly',
      '2026-11-27T09:00:10Z',
      '2026-11-27T09:15:00Z',
      '2026-11-27T10:00:05Z',
      true,
    ],
    [
      'daily: found at 03:00 Tashkent waits for 09:00',
      'daily',
      null,
      '2026-11-26T22:00:00Z',
      '2026-11-27T03:00:00Z',
      false,
    ],
    ['daily: and goes at 09:00', 'daily', null, '2026-11-26T22:00:00Z', '2026-11-27T04:00:30Z', true],
    [
      'daily: sent this morning',
      'daily',
      '2026-11-27T04:00:30Z',
      '2026-11-27T04:30:00Z',
      '2026-11-27T12:00:00Z',
      false,
    ],
    [
      'daily: sent yesterday',
      'daily',
      '2026-11-26T04:00:30Z',
      '2026-11-26T12:00:00Z',
      '2026-11-27T04:01:00Z',
      true,
    ],
    ['off: never', 'off', null, '2026-11-20T00:00:00Z', '2026-11-27T10:00:00Z', false],
  ] as const)('%s', (_name, frequency, lastSent, oldest, now, expected) => {
    expect(
      digestDue(
        frequency,
        { lastSentAt: lastSent ? at(lastSent) : null, oldestWaitingAt: at(oldest) },
        at(now),
      ),
    ).toBe(expected);
  });
});

describe('isDigestFrequency', () => {
  it.each([
    ['daily', true],
    ['hourly', true],
    ['off', true],
    ['weekly', false],
    [null, false],
  ])('%s', (value, expected) => expect(isDigestFrequency(value)).toBe(expected));
});
