import { describe, expect, it } from 'vitest';
import { parseUserCookie } from './user-cookie';

describe('parseUserCookie', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['not json', null],
    ['"text"', null],
    ['null', null],
    ['{"name":"Ali"}', null],
    [
      '{"name":"Ali Valiyev","user_name":"ali","percentage":80}',
      { name: 'Ali Valiyev', user_name: 'ali', percentage: 80 },
    ],
    [
      'j:{"name":"Ali","user_name":"ali","percentage":100}',
      { name: 'Ali', user_name: 'ali', percentage: 100 },
    ],
    [
      '{"name":"","user_name":"kid-3c7d","percentage":"55"}',
      { name: '', user_name: 'kid-3c7d', percentage: 55 },
    ],
    ['{"name":"Ali","user_name":"ali"}', { name: 'Ali', user_name: 'ali', percentage: 0 }],
  ])('%s', (raw, expected) => {
    expect(parseUserCookie(raw)).toEqual(expected);
  });
});
