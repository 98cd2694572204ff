import { describe, expect, it } from 'vitest';
import { CODE_CHANNELS } from '../../api/shop/user-order';
import {
  codesStillShown,
  codeToShowAgain,
  formatCountdown,
  maskEmail,
  maskPhone,
  readSentCode,
  SENT_CODE_CHANNELS,
  type SentCode,
} from './code-dialog';

describe('maskPhone', () => {
  it.each([
    ['+998901234567', '+998 90 *** ** 67'],
    ['+998712000000', '+998 71 *** ** 00'],
    ['+74951234567', '+749******67'],
    ['12345', '*****'],
  ])('%s -> %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('maskEmail', () => {
  it.each([
    ['alisher@example.uz', 'a*****r@example.uz'],
    ['ab@mail.ru', 'a*@mail.ru'],
    ['a@mail.ru', 'a*@mail.ru'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '01:00'],
    [59.2, '01:00'],
    [59, '00:59'],
    [180, '03:00'],
    [5, '00:05'],
    [0, '00:00'],
    [-3, '00:00'],
    [3_600, '60:00'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('codeToShowAgain', () => {
  const sent = { resend_in_s: 60, expires_in_s: 180, sent_to: ['phone'] };
  const last: SentCode<typeof sent> = { key: 'buy:7:2', sent, at: 1_000_000 };
  it.each([
    ['nothing sent yet', null, 'buy:7:2', 1_000_000, null],
    ['reopened at once', last, 'buy:7:2', 1_000_000, { ...sent, resend_in_s: 60, expires_in_s: 180 }],
    ['reopened 20.5 s later', last, 'buy:7:2', 1_020_500, { ...sent, resend_in_s: 40, expires_in_s: 160 }],
    ['reopened 59.9 s later', last, 'buy:7:2', 1_059_900, { ...sent, resend_in_s: 1, expires_in_s: 121 }],
    ['the pause over: a new code', last, 'buy:7:2', 1_060_000, null],
    ['other copies: a new code', last, 'buy:7:3', 1_010_000, null],
    ['another lot: a new code', last, 'buy:8:2', 1_010_000, null],
    ['a clock set back: a new code', last, 'buy:7:2', 999_000, null],
  ])('%s', (_case, previous, key, now, expected) => {
    expect(codeToShowAgain(previous, key, now)).toEqual(expected);
  });

  it('a code that dies before its pause ends is not shown again', () => {
    const short = { key: 'k', sent: { resend_in_s: 60, expires_in_s: 30 }, at: 0 };
    expect(codeToShowAgain(short, 'k', 29_000)).toEqual({ resend_in_s: 31, expires_in_s: 1 });
    expect(codeToShowAgain(short, 'k', 30_000)).toBeNull();
  });
});

describe('codesStillShown', () => {
  const code = (key: string, at: number, resend = 60, expires = 180) => ({
    key,
    at,
    sent: { resend_in_s: resend, expires_in_s: expires },
  });
  it.each([
    ['nothing kept', [], 1_000_000, []],
    ['a fresh one stays', [code('buy:7:2', 1_000_000)], 1_030_000, ['buy:7:2']],
    ['its pause over: dropped', [code('buy:7:2', 1_000_000)], 1_060_000, []],
    [
      'only the expired of several go',
      [code('buy:7:2', 1_000_000), code('cancel:5', 1_050_000), code('buy:8:1', 900_000)],
      1_070_000,
      ['cancel:5'],
    ],
    ['dead before its pause ends: dropped', [code('buy:7:2', 1_000_000, 60, 30)], 1_040_000, []],
    ['from a clock set back: dropped', [code('buy:7:2', 1_000_000)], 990_000, []],
  ])('%s', (_case, codes, now, kept) => {
    expect(codesStillShown(codes, now).map((c) => c.key)).toEqual(kept);
  });
});

describe('readSentCode', () => {
  const sent = {
    channels: ['sms', 'email'],
    sent_to: [
      { channel: 'sms', to: '+998 90 *** ** 67' },
      { channel: 'email', to: 'a*****r@example.uz' },
    ],
    resend_in_s: 60,
    expires_in_s: 180,
  };
  const kept = { key: 'alisher|buy:7:2', at: 1_000_000, sent };
  it.each([
    ['what the dialog kept', kept, kept],
    ['its fields only', { ...kept, extra: 1, sent: { ...sent, code: '123456' } }, kept],
    ['not an object', 'buy:7:2', null],
    ['a list', [kept], null],
    ['no key', { ...kept, key: 7 }, null],
    ['a time that is not a number', { ...kept, at: '1000000' }, null],
    ['an endless time', { ...kept, at: Number.POSITIVE_INFINITY }, null],
    ['no answer', { key: kept.key, at: kept.at }, null],
    ['a pause that is not whole seconds', { ...kept, sent: { ...sent, resend_in_s: 1.5 } }, null],
    ['a life below zero', { ...kept, sent: { ...sent, expires_in_s: -1 } }, null],
    ['no channel', { ...kept, sent: { ...sent, channels: [] } }, null],
    ['an unknown channel', { ...kept, sent: { ...sent, channels: ['fax'] } }, null],
    ['nowhere sent', { ...kept, sent: { ...sent, sent_to: [] } }, null],
    ['a place without its address', { ...kept, sent: { ...sent, sent_to: [{ channel: 'sms' }] } }, null],
    [
      'a place by an unknown channel',
      { ...kept, sent: { ...sent, sent_to: [{ channel: 'fax', to: 'x' }] } },
      null,
    ],
  ])('%s', (_case, value, expected) => {
    expect(readSentCode(value)).toEqual(expected);
  });

  it("knows the contract's channels", () => {
    expect([...SENT_CODE_CHANNELS]).toEqual([...CODE_CHANNELS]);
  });
});
