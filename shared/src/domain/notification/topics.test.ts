import { describe, expect, it } from 'vitest';
import { channelsToSend, choiceFor, isChannelOf, isNoticeChannel, isNoticeTopic, topicOf } from './topics';

describe('topicOf', () => {
  it.each([
    ['messages:auction.won', 'money'],
    ['winlots:messages.reminder', 'money'],
    ['winlots:messages.missed', 'money'],
    ['winlots:messages.offer', 'money'],
    ['winlots:messages.barred', 'bars'],
    ['winlots:messages.barLifted', 'bars'],
    ['pay:ledger.refund_approve', 'money'],
    ['pay:ledger.deposit_forfeit', 'money'],
    ['purchases:messages.bought', 'money'],
    ['withdrawal:messages.debtPaid', 'money'],
    ['orders:messages.approved', 'orders'],
    ['orders:messages.returned', 'orders'],
    ['repeat:messages.repeated', 'orders'],
    ['protocols:cancelled.cabinet', 'orders'],
    ['protests:messages.filed', 'protests'],
    ['protests:messages.rejected', 'protests'],
    ['protests:messages.reviewed', 'protests'],
    ['auction:outbid.cabinet', 'outbid'],
    ['auction:outbid.cabinetless', undefined],
    ['messages:auction.startsSoon', 'starts'],
    ['messages:auction.startsNow', 'starts'],
    ['messages:favourite.endsSoon', 'favourites'],
    ['messages:favourite.price', 'favourites'],
    ['messages:auction.lost', undefined],
    ['messages:auction.paused', undefined],
    ['messages:auction.wonder', undefined],
    ['messages:savedSearch.match', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %s', (key, topic) => {
    expect(topicOf(key)).toBe(topic);
  });
});

describe('choiceFor', () => {
  it.each([
    ['money by default', 'money', {}, { sms: true, email: true, telegram: true, push: true }],
    ['orders by default', 'orders', {}, { sms: false, email: true, telegram: true, push: true }],
    ['outbid by default', 'outbid', {}, { sms: false, email: false, telegram: true, push: true }],
    [
      'orders with SMS asked for',
      'orders',
      { sms: true },
      { sms: true, email: true, telegram: true, push: true },
    ],
    [
      'money with e-mail turned off',
      'money',
      { email: false },
      { sms: true, email: false, telegram: true, push: true },
    ],
    [
      'bars with Telegram off',
      'bars',
      { telegram: false },
      { sms: true, email: true, telegram: false, push: true },
    ],
    ['protests by default', 'protests', {}, { sms: false, email: true, telegram: true, push: true }],
    [
      'starts with push off',
      'starts',
      { push: false },
      { sms: false, email: false, telegram: true, push: false },
    ],
    [
      'bars with all off',
      'bars',
      { sms: false, email: false, telegram: false, push: false },
      { sms: false, email: false, telegram: false, push: false },
    ],
  ] as const)('%s', (_name, topic, changed, expected) => {
    expect(choiceFor(topic, changed)).toEqual(expected);
  });
});

describe('channelsToSend', () => {
  const both = { phone: '+998900000002', email: 'buyer@example.uz', telegramChat: null, pushDevices: [] };
  const linked = { ...both, telegramChat: '700100' };
  const devices = { ...both, pushDevices: ['11', '12'] };
  it.each([
    ['money, both contacts', 'money', {}, both, ['sms', 'email']],
    ['money, no confirmed e-mail', 'money', {}, { ...both, email: null }, ['sms']],
    ['money, no phone', 'money', {}, { ...both, phone: null }, ['email']],
    ['money, Telegram linked', 'money', {}, linked, ['sms', 'email', 'telegram']],
    ['money, Telegram linked and off', 'money', { telegram: false }, linked, ['sms', 'email']],
    ['money, Telegram on but not linked', 'money', { telegram: true }, both, ['sms', 'email']],
    ['orders by default', 'orders', {}, both, ['email']],
    ['orders, Telegram linked', 'orders', {}, linked, ['email', 'telegram']],
    ['outbid, Telegram linked', 'outbid', {}, linked, ['telegram']],
    ['outbid, never by SMS or e-mail', 'outbid', { sms: true, email: true }, linked, ['telegram']],
    ['outbid, not linked', 'outbid', {}, both, []],
    ['starts, Telegram linked', 'starts', {}, linked, ['telegram']],
    ['starts, e-mail asked for', 'starts', { email: true }, both, ['email']],
    ['starts, never by SMS', 'starts', { sms: true }, linked, ['telegram']],
    [
      'favourites, Telegram and push',
      'favourites',
      {},
      { ...linked, pushDevices: ['3'] },
      ['telegram', 'push'],
    ],
    ['favourites, never by SMS', 'favourites', { sms: true, email: true }, linked, ['email', 'telegram']],
    ['orders, e-mail off', 'orders', { email: false }, both, []],
    ['bars, SMS off', 'bars', { sms: false }, both, ['email']],
    ['money, a push device', 'money', {}, devices, ['sms', 'email', 'push']],
    ['money, push off', 'money', { push: false }, devices, ['sms', 'email']],
    ['outbid, a push device', 'outbid', {}, devices, ['push']],
    ['outbid, Telegram and push', 'outbid', {}, { ...linked, pushDevices: ['11'] }, ['telegram', 'push']],
    ['starts, push on but no device', 'starts', { push: true }, both, []],
    ['orders, push off and e-mail on', 'orders', { push: false }, devices, ['email']],
    ['nothing reachable', 'money', {}, { phone: null, email: null, telegramChat: null, pushDevices: [] }, []],
  ] as const)('%s', (_name, topic, changed, contacts, expected) => {
    expect(channelsToSend(topic, changed, contacts)).toEqual(expected);
  });
});

describe('guards', () => {
  it.each([
    ['money', true],
    ['orders', true],
    ['outbid', true],
    ['auction', false],
    [1, false],
  ])('isNoticeTopic(%s)', (value, expected) => expect(isNoticeTopic(value)).toBe(expected));
  it.each([
    ['sms', true],
    ['email', true],
    ['telegram', true],
    ['push', true],
    ['fax', false],
    [undefined, false],
  ])('isNoticeChannel(%s)', (value, expected) => expect(isNoticeChannel(value)).toBe(expected));
});

describe('isChannelOf', () => {
  it.each([
    ['money', 'sms', true],
    ['orders', 'telegram', true],
    ['outbid', 'telegram', true],
    ['outbid', 'sms', false],
    ['outbid', 'email', false],
    ['starts', 'email', true],
    ['starts', 'sms', false],
    ['outbid', 'push', true],
    ['starts', 'push', true],
    ['money', 'push', true],
  ] as const)('%s by %s: %s', (topic, channel, expected) =>
    expect(isChannelOf(topic, channel)).toBe(expected),
  );
});
