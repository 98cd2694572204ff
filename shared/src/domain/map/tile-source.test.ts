import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILES, tileSourceOrigin, tileUrlFor } from './tile-source';

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

describe('tileUrlFor', () => {
  const TASHKENT = { latitude: 41.3111, longitude: 69.2797 };
  it.each([
    [DEFAULT_MAP_TILES, TASHKENT, 0, 'https://tile.openstreetmap.org/0/0/0.png'],
    [DEFAULT_MAP_TILES, TASHKENT, 11, 'https://tile.openstreetmap.org/11/1418/765.png'],
    [DEFAULT_MAP_TILES, TASHKENT, 14, 'https://tile.openstreetmap.org/14/11344/6123.png'],
    ['https://{s}.tiles.local/{z}/{x}/{y}{r}.png', TASHKENT, 1, 'https://a.tiles.local/1/1/0.png'],
    ['/tiles/{z}/{x}/{y}.png', { latitude: -33.86, longitude: 151.21 }, 2, '/tiles/2/3/2.png'],
    ['/tiles/{z}/{x}/{y}.png', { latitude: 89, longitude: 180 }, 3, '/tiles/3/7/0.png'],
  ])('%s at %o, zoom %i -> %s', (template, point, zoom, url) => {
    expect(tileUrlFor(template, point, zoom)).toBe(url);
  });
});
