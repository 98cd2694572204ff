import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, tileSourceOrigin } from './tile-source';

describe('tileSourceOrigin', () => {
  it.each([
    [DEFAULT_MAP_TILES, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://tiles.local:8080/{z}/{x}/{y}.png', 'http://tiles.local:8080'],
    ['HTTPS://Tiles.Example.UZ/{z}/{x}/{y}.png?key=1', 'https://tiles.example.uz'],
    ['/tiles/{z}/{x}/{y}.png', null],
    ['javascript:alert(1)', null],
    ["https://evil.example'; script-src *", null],
    ['', null],
  ])('%s -> %s', (template, origin) => {
    expect(tileSourceOrigin(template)).toBe(origin);
  });
});
