import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './auth.service';

// The sign-in's return_to: anything that would leave the site after normalising goes home instead.
describe('safeReturnPath', () => {
  it.each([
    ['/lot-view/15', '/lot-view/15'],
    ['/ok/../profile?tab=1', '/profile?tab=1'],
  ])('keeps %s as %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/ok/../..//evil.example',
    '/ok/%2e%2e/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/profile%0d%0aSet-Cookie:x=1',
    'https://evil.example',
  ])('sends %j home', (input) => {
    expect(safeReturnPath(input)).toBe('/home');
  });
});
