import { describe, expect, it } from 'vitest';
import { sumPresence, watchersOf } from './presence';

const NOW = 1_700_000_000_000;

describe('sumPresence', () => {
  it.each([
    [
      'sums every process',
      { 'a:p': '2', 'a:v': '3', 'b:p': '1', 'b:v': '4' },
      { participants: 3, viewers: 7 },
    ],
    [
      'counts processes that wrote within 10 s',
      { 'a:p': '2', 'a:v': '3', 'a:t': String(NOW - 9_000) },
      { participants: 2, viewers: 3 },
    ],
    [
      'drops a process silent for longer (crashed)',
      { 'a:p': '2', 'a:v': '3', 'a:t': String(NOW - 11_000), 'b:p': '1', 'b:v': '1', 'b:t': String(NOW) },
      { participants: 1, viewers: 1 },
    ],
    ['ignores garbage', { 'a:p': 'x', 'a:v': '', other: '5' }, { participants: 0, viewers: 0 }],
    ['an empty hash', {}, { participants: 0, viewers: 0 }],
    [
      'ignores who they are',
      { 'a:p': '2', 'a:u': '7,9', 'a:t': String(NOW) },
      { participants: 2, viewers: 0 },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(sumPresence(fields, NOW)).toEqual(expected);
  });
});

describe('watchersOf', () => {
  it.each([
    [
      'every live process',
      { 'a:u': '7,9', 'a:t': String(NOW), 'b:u': '12', 'b:t': String(NOW - 5_000) },
      ['7', '9', '12'],
    ],
    [
      'not a process silent for longer',
      { 'a:u': '7', 'a:t': String(NOW - 11_000), 'b:u': '8', 'b:t': String(NOW) },
      ['8'],
    ],
    ['not one that never said when it wrote', { 'a:u': '7' }, []],
    ['none watching', { 'a:u': '', 'a:t': String(NOW), 'a:v': '3' }, []],
  ])('%s', (_name, fields, expected) => {
    expect(watchersOf(fields, NOW)).toEqual(expected);
  });
});
