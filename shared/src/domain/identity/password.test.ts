import { describe, expect, it } from 'vitest';
import { isStrongPassword, passwordProblem } from './password';

describe('isStrongPassword', () => {
  it.each([
    ['abcdefg1', true],
    ['1234567a', true],
    ['Parol2026', true],
    ['пароль123', true],
    ["o'zbek12", true],
    ['abcdef1', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['        ', false],
    [`a1${'x'.repeat(126)}`, true],
    [`a1${'x'.repeat(127)}`, false],
  ])('%j -> %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  it('checks strength first, then the repeat', () => {
    expect(passwordProblem('short1', 'other')).toBe('WEAK_PASSWORD');
    expect(passwordProblem('goodpass1', 'goodpass2')).toBe('PASSWORDS_DO_NOT_MATCH');
    expect(passwordProblem('goodpass1', 'goodpass1')).toBeUndefined();
  });
});
