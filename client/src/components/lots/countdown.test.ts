import { describe, expect, it } from 'vitest';
import { cardTime, clockPart, isUrgent, remainingUntil, timerTarget, tradeMoments } from './countdown';

describe('countdown', () => {
  it.each([
    [20 * 24 * 3600, false],
    [24 * 3600, false],
    [3 * 3600, false],
    [3 * 3600 - 1, true],
    [60, true],
    [1, true],
  ])('%i seconds before the end are urgent: %s', (seconds, urgent) => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    expect(isUrgent(remainingUntil(now + seconds * 1000, now))).toBe(urgent);
  });

  it('is not urgent once over', () => {
    expect(isUrgent(null)).toBe(false);
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const left = remainingUntil(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999, now);
    expect(left).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(left && clockPart(left)).toBe('03:04:05');
  });

  it('is over at the moment itself and after it', () => {
    expect(remainingUntil(1000, 1000)).toBeNull();
    expect(remainingUntil(1000, 1500)).toBeNull();
    expect(remainingUntil(2000, 1000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it.each([
    [4, 'ends'],
    [12, 'ends'],
    [1, 'starts'],
    [2, 'starts'],
    [3, 'starts'],
    [5, null],
    [6, null],
    [16, null],
  ])('status %i counts to %s', (status, kind) => {
    const target = timerTarget({ lot_status: status, starts_at: 'S', ends_at: 'E' });
    expect(target?.kind ?? null).toBe(kind);
    if (target) expect(target.at).toBe(kind === 'ends' ? 'E' : 'S');
  });

  const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
  const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
  it.each<[string, number, number, number | null, string, boolean]>([
    ['live, 3 h left', 4, 3, NOW, 'ends', true],
    ['live, 30 h left', 4, 30, NOW, 'ends', false],
    ['taking applications, starts in 2 h', 2, 2, NOW, 'starts', true],
    ['taking applications, starts in 3 days', 2, 72, NOW, 'starts', false],
    ['live, clock not known yet', 4, 3, null, 'ends', false],
    ['live, past its end (status not moved yet)', 4, -1, NOW, 'ends', false],
    ['sold', 5, -5, NOW, 'ended', false],
  ])('a card of a lot %s shows %s (countdown: %s)', (_, status, hours, now, kind, countdown) => {
    const lot = { lot_status: status, starts_at: at(hours), ends_at: at(hours) };
    const shown = cardTime(lot, now);
    expect(shown.kind).toBe(kind);
    expect(shown.at).toBe(at(hours));
    expect(shown.countdown !== null).toBe(countdown);
  });
});

describe('withdrawn lots', () => {
  const lot = {
    lot_status: 10,
    starts_at: '2026-11-28T13:00:00.000Z',
    ends_at: '2026-11-30T13:00:00.000Z',
    withdrawn_at: '2026-11-23T06:00:00.000Z',
  };

  it('a card shows the withdrawal, not the planned end', () => {
    expect(cardTime(lot, Date.parse('2026-11-23T07:00:00Z'))).toEqual({
      kind: 'withdrawn',
      at: lot.withdrawn_at,
      countdown: null,
    });
  });

  it.each<
    [
      string,
      {
        starts_at: string;
        ends_at: string;
        withdrawn_at?: string | null;
        applications_close_at?: string | null;
      },
      string[],
    ]
  >([
    ['not withdrawn: start and end', { ...lot, withdrawn_at: null }, ['starts', 'ends']],
    [
      'an auction with a close of applications: the close first',
      { ...lot, withdrawn_at: null, applications_close_at: '2026-11-20T12:00:00.000Z' },
      ['applicationsClose', 'starts', 'ends'],
    ],
    [
      'withdrawn: no close of applications',
      { ...lot, applications_close_at: '2026-11-20T12:00:00.000Z' },
      ['withdrawn'],
    ],
    ['withdrawn before its start: the withdrawal only', lot, ['withdrawn']],
    [
      'withdrawn while on sale: the start and the withdrawal',
      { ...lot, starts_at: '2026-11-20T13:00:00.000Z' },
      ['starts', 'withdrawn'],
    ],
  ])('the lot page lists, %s', (_name, times, kinds) => {
    expect(tradeMoments(times).map((moment) => moment.kind)).toEqual(kinds);
  });
});
