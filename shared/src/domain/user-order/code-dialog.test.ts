import { describe, expect, it } from 'vitest';
import { formatCountdown, maskEmail, maskPhone } from './code-dialog';

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
