import { describe, expect, it } from 'vitest';
import { formatPhone, loginValue, normalizeEmail, normalizePhone, parseLogin } from './login';

describe('normalizePhone', () => {
  it.each([
    ['+998901234567', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['00998901234567', '+998901234567'],
    ['901234567', '+998901234567'],
    ['+998 (90) 123-45-67', '+998901234567'],
    ['  90 123 45 67 ', '+998901234567'],
    ['90.123.45.67', '+998901234567'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    '',
    '12345678',
    '+99890123456',
    '+9989012345678',
    '+7 901 234 56 78',
    '+998 90 123 45 6a',
    '998-90-123-45-67-8',
    '++998901234567',
    '٩٠١٢٣٤٥٦٧',
  ])('%j is not a phone number', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['User@Example.UZ', 'user@example.uz'],
    ['  a.b+c@mail.co.uz ', 'a.b+c@mail.co.uz'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each(['', 'user', 'user@', '@example.uz', 'user@localhost', 'a b@example.uz', 'a@@b.uz', 'a@b..uz'])(
    '%j is not an e-mail',
    (input) => {
      expect(normalizeEmail(input)).toBeUndefined();
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(normalizeEmail(`${'a'.repeat(247)}@mail.uz`)).toBeUndefined();
    expect(normalizeEmail(`${'a'.repeat(246)}@mail.uz`)).toBe(`${'a'.repeat(246)}@mail.uz`);
  });
});

describe('parseLogin', () => {
  it('reads anything with @ as an e-mail and the rest as a phone', () => {
    expect(parseLogin('Ali@Mail.uz')).toEqual({ kind: 'email', email: 'ali@mail.uz' });
    expect(parseLogin('90 123 45 67')).toEqual({ kind: 'phone', phone: '+998901234567' });
    expect(parseLogin('90@123')).toBeUndefined();
    expect(parseLogin('ali')).toBeUndefined();
  });

  it('gives the canonical text of either kind', () => {
    expect(loginValue({ kind: 'phone', phone: '+998901234567' })).toBe('+998901234567');
    expect(loginValue({ kind: 'email', email: 'ali@mail.uz' })).toBe('ali@mail.uz');
  });
});

describe('formatPhone', () => {
  it('groups the digits as people read them', () => {
    expect(formatPhone('+998901234567')).toBe('+998 90 123 45 67');
    expect(formatPhone('ali@mail.uz')).toBe('ali@mail.uz');
  });
});
