import { describe, expect, it } from 'vitest';
import { normaliseReturnPath } from './return-path';

describe('normaliseReturnPath', () => {
  it.each([
    ['/lot-view/15', '/lot-view/15'],
    ['/lot-list?tab=2&q=uy', '/lot-list?tab=2&q=uy'],
    ['/profile#balance', '/profile#balance'],
    ['/a/./b/../c', '/a/c'],
    ['/ok/../profile', '/profile'],
    ['/ok/%2e%2e/profile', '/profile'],
    ['/lot-list?q=%D1%83%D0%B9', '/lot-list?q=%D1%83%D0%B9'],
    ['/uy-joy', '/uy-joy'],
  ])('keeps %s as %s', (input, expected) => {
    expect(normaliseReturnPath(input)).toBe(expected);
  });

  it.each([
    ['//evil.example'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/ok/../..//evil.example'],
    ['/ok/%2e%2e/%2e%2e//evil.example'],
    ['/ok/%2E%2E/..//evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%5Cevil.example'],
    ['/%5c%5cevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    ['/profile\u0000'],
    ['/profile%00'],
    ['/profile%0d%0aSet-Cookie:x=1'],
    ['/\u007f'],
    ['https://evil.example/'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['?x=1'],
    [''],
    [' /profile'],
    ['/%E0%A4%A'],
    [`/${'a'.repeat(500)}`],
    [undefined],
    [['/profile']],
  ])('refuses %j', (input) => {
    expect(normaliseReturnPath(input)).toBeUndefined();
  });
});
