import { describe, expect, it } from 'vitest';
import { NOTICE_CHANNELS, NOTICE_TOPICS } from '@kimoshdi/shared/domain/notification/topics';
import { loadLocale, missingKeys } from '../../../../tests/support/locale-files';
import { formatClock, formatDate } from './format';
import {
  DELIVERY_TEXTS,
  deliveryLabel,
  newestFirst,
  noticeState,
  parseLoginParam,
  searchForLogin,
  type NoticeDelivery,
  type PersonNotice,
} from './person-notices';

const delivery = (over: Partial<NoticeDelivery>): NoticeDelivery => ({
  channel: 'sms',
  status: 'queued',
  attempts: 0,
  last_error: null,
  sent_at: null,
  delivered_at: null,
  ...over,
});

const notice = (over: Partial<PersonNotice>): PersonNotice => ({
  id: '1',
  sent_at: '2026-03-01T10:00:00.000Z',
  title: 'Lot 7 is yours',
  topic: 'money',
  channels_at: '2026-03-01T10:00:01.000Z',
  waits_until: null,
  deliveries: [],
  ...over,
});

describe('deliveryLabel', () => {
  it.each([
    [{ status: 'delivered', attempts: 1 }, 'delivered', 'success'],
    [{ status: 'sent', attempts: 1 }, 'sent', 'info'],
    [{ status: 'sending', attempts: 1 }, 'sending', 'warning'],
    [{ status: 'queued', attempts: 0 }, 'queued', 'warning'],
    [{ status: 'queued', attempts: 2, last_error: 'timeout' }, 'retrying', 'warning'],
    [{ status: 'failed', attempts: 1, last_error: 'blocked' }, 'failed', 'danger'],
    [{ status: 'failed', attempts: 6, last_error: '500 from the provider' }, 'failedAfter', 'danger'],
  ] as const)('%o reads as %s (%s)', (over, text, tone) => {
    const label = deliveryLabel(delivery(over));
    expect(label.text).toBe(text);
    expect(label.tone).toBe(tone);
    expect(label.attempts).toBe(over.attempts);
  });

  it('shows the last error of a failure or of a try to be repeated, trimmed', () => {
    expect(
      deliveryLabel(delivery({ status: 'failed', attempts: 6, last_error: ' 550 mailbox full ' })).error,
    ).toBe('550 mailbox full');
    expect(deliveryLabel(delivery({ status: 'queued', attempts: 1, last_error: 'timeout' })).error).toBe(
      'timeout',
    );
    expect(deliveryLabel(delivery({ status: 'sending', attempts: 2, last_error: 'timeout' })).error).toBe(
      'timeout',
    );
    expect(deliveryLabel(delivery({ status: 'failed', attempts: 1, last_error: '  ' })).error).toBeNull();
  });

  it('leaves out an earlier error once the message went', () => {
    for (const status of ['sent', 'delivered'] as const) {
      expect(deliveryLabel(delivery({ status, attempts: 3, last_error: 'timeout' })).error).toBeNull();
    }
  });
});

describe('noticeState', () => {
  const clock = (iso: string) => `clock(${iso})`;

  it('waits for the morning when some channels wait and none are written yet', () => {
    const waiting = notice({ channels_at: null, waits_until: '2026-03-02T03:00:00.000Z' });
    expect(noticeState(waiting, clock)).toEqual({ key: 'waiting', time: 'clock(2026-03-02T03:00:00.000Z)' });
  });

  it('is not written yet when neither time is set', () => {
    expect(noticeState(notice({ channels_at: null, waits_until: null }), clock)).toEqual({
      key: 'notWritten',
    });
  });

  it('is the cabinet only when the channels were chosen and none was', () => {
    expect(noticeState(notice({ deliveries: [] }), clock)).toEqual({ key: 'cabinetOnly' });
  });

  it('says nothing more when the deliveries tell it all', () => {
    expect(
      noticeState(notice({ deliveries: [delivery({ status: 'delivered', attempts: 1 })] }), clock),
    ).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders by the time sent, then by the larger id, and leaves its input alone', () => {
    const items = [
      notice({ id: '9', sent_at: '2026-03-01T09:00:00.000Z' }),
      notice({ id: '10', sent_at: '2026-03-01T11:00:00.000Z' }),
      notice({ id: '12', sent_at: '2026-03-01T10:00:00.000Z' }),
      notice({ id: '100', sent_at: '2026-03-01T10:00:00.000Z' }),
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['10', '100', '12', '9']);
    expect(items.map((item) => item.id)).toEqual(['9', '10', '12', '100']);
  });
});

describe('the login in the address', () => {
  it('is read trimmed, empty when absent', () => {
    expect(parseLoginParam(null)).toBe('');
    expect(parseLoginParam('  +998901234567 ')).toBe('+998901234567');
  });

  it('is set trimmed and removed when empty, other parameters kept', () => {
    const params = new URLSearchParams('x=1');
    expect(searchForLogin(params, ' a@b.uz ').toString()).toBe('x=1&login=a%40b.uz');
    expect(searchForLogin(new URLSearchParams('x=1&login=a'), '  ').toString()).toBe('x=1');
    expect(params.toString()).toBe('x=1');
  });
});

describe('times of the page', () => {
  it('are Tashkent times (UTC+5)', () => {
    expect(formatClock('2026-03-01T21:30:00.000Z')).toBe('02:30');
    expect(formatDate('2026-03-01T21:30:00.000Z')).toBe('02.03.2026');
    expect(formatClock('not a time')).toBe('not a time');
  });
});

describe('the page texts', () => {
  const needed = [
    ...DELIVERY_TEXTS.map((text) => `operatorNotices.delivery.${text}`),
    ...['waiting', 'notWritten', 'cabinetOnly'].flatMap((key) => [
      `operatorNotices.state.${key}`,
      `operatorNotices.stateHint.${key}`,
    ]),
  ];

  it.each(['uz', 'ru', 'en', 'uz-Cyrl'])(
    '%s has every text the deliveries and states ask for',
    (language) => {
      expect(missingKeys('operator-notices', needed, language)).toEqual([]);
      expect(
        missingKeys(
          'notices',
          [
            ...NOTICE_TOPICS.map((topic) => `topics.${topic}.title`),
            ...NOTICE_CHANNELS.map((c) => `channels.${c}`),
          ],
          language,
        ),
      ).toEqual([]);
    },
  );

  it.each(['uz', 'ru', 'en'])(
    '%s: each delivery names its channel, a failure after tries their count',
    (language) => {
      const texts = loadLocale(language, 'operator-notices');
      for (const text of DELIVERY_TEXTS)
        expect(texts.get(`operatorNotices.delivery.${text}`)).toContain('{{channel}}');
      expect(texts.get('operatorNotices.delivery.failedAfter')).toContain('{{attempts}}');
      expect(texts.get('operatorNotices.state.waiting')).toContain('{{time}}');
    },
  );
});
