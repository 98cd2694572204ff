import { describe, expect, it } from 'vitest';
import { hasControlText, isCleanText } from './control-characters';

describe('isCleanText', () => {
  it.each([
    // text, one line, multi-line
    ['Toshkent shahri', true, true],
    ["O'zbekiston, Тошкент — 12 500 so'm", true, true],
    ['', true, true],
    ['emoji 🏠 and NBSP\u00a0', true, true],
    ['a\u0000b', false, false],
    ['\u0000', false, false],
    ['BN\u0000', false, false],
    ['line\nbreak', false, true],
    ['windows\r\nbreak', false, true],
    ['tab\there', false, true],
    ['bell\u0007', false, false],
    ['backspace\u0008', false, false],
    ['vertical\u000btab', false, false],
    ['form\u000cfeed', false, false],
    ['escape\u001b[31m', false, false],
    ['unit\u001fsep', false, false],
    ['delete\u007f', false, false],
  ])('%j: one line %s, multi-line %s', (text, oneLine, multiLine) => {
    expect(isCleanText(text)).toBe(oneLine);
    expect(isCleanText(text, { multiline: true })).toBe(multiLine);
  });
});

describe('hasControlText', () => {
  it.each([
    [{ id: 'abc', params: { account: { user_id: '12' } } }, false],
    [{ id: 'a\u0000' }, true],
    [{ params: { account: { user_id: '1\u0000' } } }, true],
    [{ list: ['ok', ['deep\u001b']] }, true],
    [{ 'key\u0000': 1 }, true],
    [42, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(hasControlText(value)).toBe(expected);
  });
});
