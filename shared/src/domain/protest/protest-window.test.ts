import { describe, expect, it } from 'vitest';
import { LOT_STATUS } from '../lot/lot-status';
import { answerDueAt, checkProtest, protestDeadline, tradeEnded, type ProtestFacts } from './protest-window';

/** An instant given in Tashkent wall-clock time. */
const tashkent = (local: string) => new Date(`${local}+05:00`);
const NONE: ReadonlySet<string> = new Set();
/** Navruz 2026 with Ramazon hayiti: Friday 20th, Saturday 21st and the moved Monday 23rd. */
const NAVRUZ: ReadonlySet<string> = new Set(['2026-03-20', '2026-03-21', '2026-03-23']);

describe('tradeEnded: the statuses with an outcome', () => {
  it.each([
    [LOT_STATUS.SOLD, true],
    [LOT_STATUS.NOT_HELD, true],
    [LOT_STATUS.PROTOCOL_ISSUED, true],
    [LOT_STATUS.AWAITING_PAYMENT, true],
    [LOT_STATUS.NOT_SOLD, true],
    [LOT_STATUS.WITHDRAWN, true],
    [LOT_STATUS.PRICE_NOT_CONFIRMED, true],
    [LOT_STATUS.CANCELLED, true],
    [LOT_STATUS.NO_BIDS, true],
    [LOT_STATUS.ANNOUNCED, false],
    [LOT_STATUS.ACCEPTING_APPLICATIONS, false],
    [LOT_STATUS.APPLICATIONS_CLOSED, false],
    [LOT_STATUS.LIVE, false],
    [LOT_STATUS.PAUSED, false],
    [LOT_STATUS.ARCHIVED, false],
    [LOT_STATUS.AWAITING_REPEAT, false],
    [LOT_STATUS.UNDER_MODERATION, false],
  ])('status %i: %s', (status, ended) => {
    expect(tradeEnded(status)).toBe(ended);
  });
});

describe('protestDeadline and answerDueAt: 18:00 Tashkent of the 3rd working day after', () => {
  it.each([
    ['closed on a Monday at 18:00', '2026-02-02T18:00:00', NONE, '2026-02-05T18:00:00'],
    ['closed on a Thursday: over the weekend', '2026-02-05T17:30:00', NONE, '2026-02-10T18:00:00'],
    ['closed on a Saturday', '2026-02-07T12:00:00', NONE, '2026-02-11T18:00:00'],
    ['closed before Navruz', '2026-03-19T18:00:00', NAVRUZ, '2026-03-26T18:00:00'],
  ])('%s', (_case, from, holidays, until) => {
    expect(protestDeadline(tashkent(from), holidays).toISOString()).toBe(tashkent(until).toISOString());
    expect(answerDueAt(tashkent(from), holidays).toISOString()).toBe(tashkent(until).toISOString());
  });
});

describe('checkProtest: the first reason that applies', () => {
  const ended = tashkent('2026-02-02T18:00:00');
  const base: ProtestFacts = {
    lotStatus: LOT_STATUS.AWAITING_PAYMENT,
    endedAt: ended,
    customer: false,
    participant: true,
    openProtest: false,
  };
  const within = tashkent('2026-02-04T10:00:00');
  it.each<[string, Partial<ProtestFacts>, string, string | null]>([
    ['a participant within the window', {}, within.toISOString(), null],
    ['at the window’s last minute', {}, '2026-02-05T18:00:00+05:00', null],
    ['a minute after the window', {}, '2026-02-05T18:01:00+05:00', 'PROTEST_WINDOW_CLOSED'],
    ['a lot sold with its protocol', { lotStatus: LOT_STATUS.PROTOCOL_ISSUED }, within.toISOString(), null],
    ['a lot not held', { lotStatus: LOT_STATUS.NOT_HELD }, within.toISOString(), null],
    ['a withdrawn lot', { lotStatus: LOT_STATUS.WITHDRAWN }, within.toISOString(), null],
    ['the lot’s customer', { customer: true }, within.toISOString(), 'PROTEST_OWN_LOT'],
    [
      'the customer who applied too',
      { customer: true, participant: true },
      within.toISOString(),
      'PROTEST_OWN_LOT',
    ],
    ['not a participant', { participant: false }, within.toISOString(), 'PROTEST_NOT_PARTICIPANT'],
    [
      'not a participant of a live lot',
      { participant: false, lotStatus: LOT_STATUS.LIVE },
      within.toISOString(),
      'PROTEST_NOT_PARTICIPANT',
    ],
    ['a live lot', { lotStatus: LOT_STATUS.LIVE }, within.toISOString(), 'PROTEST_TRADE_NOT_ENDED'],
    [
      'a lot still taking applications',
      { lotStatus: LOT_STATUS.ACCEPTING_APPLICATIONS },
      within.toISOString(),
      'PROTEST_TRADE_NOT_ENDED',
    ],
    ['a protest waiting for its answer', { openProtest: true }, within.toISOString(), 'PROTEST_ALREADY_OPEN'],
    [
      'a waiting protest after the window: the window is named',
      { openProtest: true },
      '2026-02-06T09:00:00+05:00',
      'PROTEST_WINDOW_CLOSED',
    ],
  ])('%s', (_case, facts, now, code) => {
    const check = checkProtest({ ...base, ...facts }, new Date(now), NONE);
    if (code === null) expect(check).toEqual({ ok: true, until: tashkent('2026-02-05T18:00:00') });
    else expect(check).toMatchObject({ ok: false, code });
  });

  it('names the window’s end once the trade has ended, and none before', () => {
    expect(checkProtest({ ...base, participant: false }, within, NONE).until).toEqual(
      tashkent('2026-02-05T18:00:00'),
    );
    expect(checkProtest({ ...base, lotStatus: LOT_STATUS.LIVE }, within, NONE).until).toBeNull();
  });
});
