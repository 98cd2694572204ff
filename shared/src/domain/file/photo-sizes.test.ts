import { describe, expect, it } from 'vitest';
import {
  formatOfVariant,
  photoPreload,
  photoWidthsFor,
  responsivePhoto,
  SIZED_PHOTO_VARIANTS,
  sizedVariant,
} from './photo-sizes';

const ID = '0b6f3c1e-8a52-4d0c-9a77-2f4f1c2d9e10';

describe('photoWidthsFor', () => {
  it.each([
    [4000, { 320: 320, 640: 640, 1024: 1024, 1600: 1600 }],
    [1600, { 320: 320, 640: 640, 1024: 1024, 1600: 1600 }],
    [1200, { 320: 320, 640: 640, 1024: 1024, 1600: 1200 }],
    [800, { 320: 320, 640: 640, 1024: 800, 1600: 800 }],
    [500, { 320: 320, 640: 500, 1024: 500, 1600: 500 }],
    [100, { 320: 100, 640: 100, 1024: 100, 1600: 100 }],
    [0.4, { 320: 1, 640: 1, 1024: 1, 1600: 1 }],
  ])('never enlarges a %s px wide photo', (width, expected) => {
    expect(photoWidthsFor(width)).toEqual(expected);
  });
});

describe('sized variants', () => {
  it('are twelve, four widths in each of three formats', () => {
    expect(SIZED_PHOTO_VARIANTS).toHaveLength(12);
    expect(new Set(SIZED_PHOTO_VARIANTS).size).toBe(12);
    expect(SIZED_PHOTO_VARIANTS).toContain('w640-webp');
    expect(SIZED_PHOTO_VARIANTS).toContain('w1600-avif');
  });

  it.each([
    ['w320-avif', 'avif'],
    ['w640-webp', 'webp'],
    ['w1600-jpeg', 'jpeg'],
    ['w500-webp', null],
    ['w640-png', null],
    ['display', null],
    ['thumb', null],
    ['file', null],
  ])('%s is of format %s', (variant, format) => {
    expect(formatOfVariant(variant)).toBe(format);
  });

  it('name a width and a format', () => {
    expect(sizedVariant(1024, 'jpeg')).toBe('w1024-jpeg');
  });
});

describe('responsivePhoto', () => {
  it('offers AVIF, then WebP, then JPEG in every width of a stored photo', () => {
    const photo = responsivePhoto(`/files/${ID}/display`);
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(photo.sources[1]?.srcSet).toBe(
      `/files/${ID}/w320-webp 320w, /files/${ID}/w640-webp 640w, /files/${ID}/w1024-webp 1024w, /files/${ID}/w1600-webp 1600w`,
    );
    expect(photo.srcSet).toBe(
      `/files/${ID}/w320-jpeg 320w, /files/${ID}/w640-jpeg 640w, /files/${ID}/w1024-jpeg 1024w, /files/${ID}/w1600-jpeg 1600w`,
    );
    expect(photo.src).toBe(`/files/${ID}/w640-jpeg`);
  });

  it('reads a thumbnail address as the same photo', () => {
    expect(responsivePhoto(`/files/${ID}/thumb`).src).toBe(`/files/${ID}/w640-jpeg`);
  });

  it.each([
    '/static/lots/car-1.svg',
    'https://example.uz/photo.jpg',
    `/files/${ID}/file`,
    `/files/${ID}/w640-jpeg`,
    '/files/not-an-id/display',
  ])('leaves %s as it is: nothing to choose from', (url) => {
    expect(responsivePhoto(url)).toEqual({ sources: [], src: url, srcSet: undefined });
  });
});

describe('photoPreload', () => {
  it.each([
    [
      `/files/${ID}/display`,
      {
        href: `/files/${ID}/w640-jpeg`,
        srcSet: `/files/${ID}/w320-avif 320w, /files/${ID}/w640-avif 640w, /files/${ID}/w1024-avif 1024w, /files/${ID}/w1600-avif 1600w`,
        sizes: '100vw',
        type: 'image/avif',
      },
    ],
    ['/static/lots/building-1.svg', { href: '/static/lots/building-1.svg' }],
    ['https://example.com/a.jpg', { href: 'https://example.com/a.jpg' }],
  ])('of %s names what the <picture> picks first', (url, expected) => {
    expect(photoPreload(url, '100vw')).toEqual(expected);
  });
});
