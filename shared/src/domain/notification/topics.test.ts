import { describe, expect, it } from 'vitest';
import { channelsToSend, choiceFor, isNoticeChannel, isNoticeTopic, topicOf } from './topics';

describe('topicOf', () => {
  it.each([
    ['messages:auction.won', 'money'],
    ['winlots:messages.reminder', 'money'],
    ['winlots:messages.missed', 'money'],
    ['winlots:messages.offer', 'money'],
    ['winlots:messages.barred', 'bars'],
    ['pay:ledger.refund_approve', 'money'],
    ['pay:ledger.deposit_forfeit', 'money'],
    ['purchases:messages.bought', 'money'],
    ['withdrawal:messages.debtPaid', 'money'],
    ['orders:messages.approved', 'orders'],
    ['orders:messages.returned', 'orders'],
    ['repeat:messages.repeated', 'orders'],
    ['protocols:cancelled.cabinet', 'orders'],
    ['auction:outbid.cabinet', undefined],
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
    ['money by default', 'money', {}, { sms: true, email: true }],
    ['orders by default', 'orders', {}, { sms: false, email: true }],
    ['orders with SMS asked for', 'orders', { sms: true }, { sms: true, email: true }],
    ['money with e-mail turned off', 'money', { email: false }, { sms: true, email: false }],
    ['bars with both off', 'bars', { sms: false, email: false }, { sms: false, email: false }],
  ] as const)('%s', (_name, topic, changed, expected) => {
    expect(choiceFor(topic, changed)).toEqual(expected);
  });
});

describe('channelsToSend', () => {
  const both = { phone: '+998900000002', email: 'buyer@example.uz' };
  it.each([
    ['money, both contacts', 'money', {}, both, ['sms', 'email']],
    ['money, no confirmed e-mail', 'money', {}, { ...both, email: null }, ['sms']],
    ['money, no phone', 'money', {}, { ...both, phone: null }, ['email']],
    ['orders by default', 'orders', {}, both, ['email']],
    ['orders, e-mail off', 'orders', { email: false }, both, []],
    ['bars, SMS off', 'bars', { sms: false }, both, ['email']],
    ['nothing reachable', 'money', {}, { phone: null, email: null }, []],
  ] as const)('%s', (_name, topic, changed, contacts, expected) => {
    expect(channelsToSend(topic, changed, contacts)).toEqual(expected);
  });
});

describe('guards', () => {
  it.each([
    ['money', true],
    ['orders', true],
    ['outbid', false],
    [1, false],
  ])('isNoticeTopic(%s)', (value, expected) => expect(isNoticeTopic(value)).toBe(expected));
  it.each([
    ['sms', true],
    ['email', true],
    ['telegram', false],
    [undefined, false],
  ])('isNoticeChannel(%s)', (value, expected) => expect(isNoticeChannel(value)).toBe(expected));
});
