import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '@kimoshdi/shared/domain/time/working-days';
import { OFFER_WORKING_DAYS, partDueDates, reminderAt } from '@kimoshdi/shared/domain/winlot/schedule';
import { holidaysAround, uzbekHolidays } from '../../lib/uzbek-holidays';
import { paymentDeadline } from './winlot.service';

/**
 * The won lot's dates on the real Uzbek calendar (the public holidays by law): the payment deadline, its
 * reminder, the reserve winner's time to answer, and the monthly parts.
 */
const tashkent = (local: string) => new Date(`${local}+05:00`);
const local = (d: Date | null) =>
  d === null ? null : new Date(d.getTime() + 5 * 3_600_000).toISOString().slice(0, 19);

describe('payment deadline (3 working days) and its reminder', () => {
  it.each([
    ['Navruz: 20 and 23 March off', '2026-03-19T15:00:00', '2026-03-26T18:00:00', '2026-03-25T10:00:00'],
    ['Independence Day, 1 September', '2026-08-28T18:05:00', '2026-09-03T18:00:00', '2026-09-02T10:00:00'],
    [
      'New Year: 1 January off, over the year end',
      '2026-12-30T18:00:00',
      '2027-01-05T18:00:00',
      '2027-01-04T10:00:00',
    ],
    [
      'Constitution Day, 8 December (Tuesday)',
      '2026-12-04T18:00:00',
      '2026-12-10T18:00:00',
      '2026-12-09T10:00:00',
    ],
  ])('%s', (_name, close, deadline, reminder) => {
    const due = paymentDeadline(tashkent(close), 3);
    expect(local(due)).toBe(deadline);
    expect(local(reminderAt(due, holidaysAround(due), tashkent(close)))).toBe(reminder);
  });
});

describe('the offer to the reserve winner: 2 working days', () => {
  it.each([
    [
      'Victory Day moved to Monday 11 May',
      '2026-05-07T12:00:00',
      '2026-05-12T18:00:00',
      '2026-05-08T10:00:00',
    ],
    [
      "Teachers' Day, 1 October (Thursday)",
      '2026-09-30T09:00:00',
      '2026-10-05T18:00:00',
      '2026-10-02T10:00:00',
    ],
  ])('%s', (_name, from, deadline, reminder) => {
    const at = tashkent(from);
    const due = addWorkingDays(at, OFFER_WORKING_DAYS, holidaysAround(at));
    expect(local(due)).toBe(deadline);
    expect(local(reminderAt(due, holidaysAround(due), at))).toBe(reminder);
  });
});

describe('monthly parts on working days', () => {
  it('moves a part off Eid al-Adha (27 May 2026) and weekends', () => {
    const dues = partDueDates(tashkent('2026-04-27T18:00:00'), 4, uzbekHolidays(2026, 2027));
    expect(dues.map(local)).toEqual([
      '2026-04-27T18:00:00',
      '2026-05-28T18:00:00',
      '2026-06-29T18:00:00',
      '2026-07-27T18:00:00',
    ]);
  });
});
