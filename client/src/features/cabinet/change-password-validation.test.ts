import { describe, expect, it } from 'vitest';
import { newPasswordError, repeatPasswordError } from './change-password-validation';

describe('newPasswordError', () => {
  it.each([
    ['', 'cabinet:changePassword.errors.required'],
    ['short1', 'errors:WEAK_PASSWORD'],
    ['lettersonly', 'errors:WEAK_PASSWORD'],
    ['12345678', 'errors:WEAK_PASSWORD'],
    ['parol2026', undefined],
  ])('%s -> %s', (value, error) => {
    expect(newPasswordError(value)).toBe(error);
  });
});

describe('repeatPasswordError', () => {
  it.each([
    ['parol2026', '', 'cabinet:changePassword.errors.required'],
    ['parol2026', 'parol2025', 'cabinet:changePassword.errors.mismatch'],
    ['parol2026', 'Parol2026', 'cabinet:changePassword.errors.mismatch'],
    ['parol2026', 'parol2026', undefined],
  ])('%s / %s -> %s', (password, repeat, error) => {
    expect(repeatPasswordError(password, repeat)).toBe(error);
  });
});
