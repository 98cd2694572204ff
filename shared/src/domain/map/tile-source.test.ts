import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_TILES,
  mapTilesFrom,
  mapTilesFromJson,
  tileSourceOrigin,
  tileUrlFor,
} from './tile-source';

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

describe('mapTilesFrom', () => {
  const OSM = { url: DEFAULT_MAP_TILES, attribution: DEFAULT_MAP_ATTRIBUTION };
  const OWN = 'https://tiles.example.uz/{z}/{x}/{y}.png';
  const CREDIT = '&copy; Example <a href="https://example.uz">tiles</a>';
  it.each([
    ['nothing set: OpenStreetMap', {}, OSM],
    ['MAP_TILES_URL', { MAP_TILES_URL: ` ${OWN} ` }, { url: OWN, attribution: DEFAULT_MAP_ATTRIBUTION }],
    ['the older VITE_MAP_TILES', { VITE_MAP_TILES: OWN }, { url: OWN, attribution: DEFAULT_MAP_ATTRIBUTION }],
    [
      'MAP_TILES_URL over VITE_MAP_TILES',
      { MAP_TILES_URL: OWN, VITE_MAP_TILES: DEFAULT_MAP_TILES },
      { url: OWN, attribution: DEFAULT_MAP_ATTRIBUTION },
    ],
    ['empty MAP_TILES_URL: no tiles', { MAP_TILES_URL: '', VITE_MAP_TILES: OWN }, { ...OSM, url: '' }],
    ['empty VITE_MAP_TILES: no tiles', { VITE_MAP_TILES: '  ' }, { ...OSM, url: '' }],
    [
      'a credit of its own',
      { MAP_TILES_URL: OWN, MAP_TILES_ATTRIBUTION: CREDIT },
      { url: OWN, attribution: CREDIT },
    ],
    ['an empty credit: OpenStreetMap', { MAP_TILES_ATTRIBUTION: ' ' }, OSM],
  ])('%s', (_case, settings, tiles) => {
    expect(mapTilesFrom(settings)).toEqual(tiles);
  });
});

describe('mapTilesFromJson', () => {
  it.each([
    [
      '{"url":"/tiles/{z}/{x}/{y}.png","attribution":"A"}',
      { url: '/tiles/{z}/{x}/{y}.png', attribution: 'A' },
    ],
    ['{"url":"","attribution":"A"}', { url: '', attribution: 'A' }],
    [
      '{"url":"/t/{z}/{x}/{y}.png","attribution":""}',
      { url: '/t/{z}/{x}/{y}.png', attribution: DEFAULT_MAP_ATTRIBUTION },
    ],
    ['{"url":1,"attribution":"A"}', undefined],
    ['{"url":"/t"}', undefined],
    ['null', undefined],
    ['not json', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s -> %o', (text, tiles) => {
    expect(mapTilesFromJson(text)).toEqual(tiles);
  });
});
