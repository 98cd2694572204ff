/**
 * The responsive sizes of a lot's photo (docs/decisions.md "Photos that sell"): each uploaded
 * photo is stored once at upload in four widths, each as AVIF, WebP and JPEG, beside the older
 * `display` (1600 px box) and `thumb` (400 px box) JPEGs that existing addresses keep serving.
 * A width is never enlarged: a slot wider than the original holds the original's width, so every
 * address exists for every photo and a page may name them all without asking what was uploaded.
 */

/** Widths in CSS pixels of a phone's card (320), a phone at 2x (640), a tablet (1024), a desktop (1600). */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` whose type it knows. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_MIME: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A sized variant's name in `/files/<id>/<variant>` and in the storage key: `w640-webp`. */
export type SizedPhotoVariant = `w${PhotoWidth}-${PhotoFormat}`;

export function sizedVariant(width: PhotoWidth, format: PhotoFormat): SizedPhotoVariant {
  return `w${width}-${format}`;
}

/** Every sized variant, widths within a format: what an upload stores and the backfill makes. */
export const SIZED_PHOTO_VARIANTS: readonly SizedPhotoVariant[] = PHOTO_FORMATS.flatMap((format) =>
  PHOTO_WIDTHS.map((width) => sizedVariant(width, format)),
);

/** The format of a sized variant, or null for any other name (display, thumb, file). */
export function formatOfVariant(variant: string): PhotoFormat | null {
  const match = /^w(\d+)-(avif|webp|jpeg)$/.exec(variant);
  if (!match || !PHOTO_WIDTHS.includes(Number(match[1]) as PhotoWidth)) return null;
  return match[2] as PhotoFormat;
}

/**
 * The widths a photo `originalWidth` px wide is made in: each slot's width, or the original's
 * when the slot is wider. The same number twice means the same picture twice (stored under both
 * names, so every address answers).
 */
export function photoWidthsFor(originalWidth: number): Record<PhotoWidth, number> {
  const widths = {} as Record<PhotoWidth, number>;
  for (const slot of PHOTO_WIDTHS) widths[slot] = Math.max(1, Math.min(slot, Math.round(originalWidth)));
  return widths;
}

/** A stored photo's address: `/files/<uuid>/display` or `/files/<uuid>/thumb` (the lots' photo urls). */
const STORED_PHOTO = /^\/files\/([0-9a-f-]{36})\/(?:display|thumb)$/i;

export interface PhotoSource {
  type: string;
  srcSet: string;
}

export interface ResponsivePhoto {
  /** `<source>`s best first (AVIF, WebP); the `<img>`'s own srcSet is the JPEG one. */
  sources: PhotoSource[];
  /** The JPEG fallback: src (the 640 px one, what a phone needs) and its srcset. */
  src: string;
  srcSet: string | undefined;
}

/**
 * What a `<picture>` needs for a lot photo's url: the sized variants of a stored photo, or the url
 * as it is for anything else (a picture from /static, an outside address): nothing to choose from.
 */
export function responsivePhoto(url: string): ResponsivePhoto {
  const id = STORED_PHOTO.exec(url)?.[1];
  if (!id) return { sources: [], src: url, srcSet: undefined };
  const srcSet = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => `/files/${id}/${sizedVariant(width, format)} ${width}w`).join(', ');
  return {
    sources: PHOTO_FORMATS.filter((format) => format !== 'jpeg').map((format) => ({
      type: PHOTO_MIME[format],
      srcSet: srcSet(format),
    })),
    src: `/files/${id}/${sizedVariant(640, 'jpeg')}`,
    srcSet: srcSet('jpeg'),
  };
}

/**
 * The `sizes` of the lot page's main photo (catalogue.css: the lot page's 3fr column, the whole
 * width from 800 px down). Shared: the server names the same choice in the page's preload.
 */
export const GALLERY_MAIN_SIZES = '(max-width: 800px) 100vw, min(60vw, 760px)';
/**
 * The `sizes` of a lot card's photo in the lists (lot-card.css): on a phone the 122 px column,
 * cropped to cover its row's height (a 4:3 photo covering 122 x 148 is drawn some 200 px wide); in
 * the grid a column of at least 230 px, two to four of them across the page's width.
 */
export const LOT_CARD_PHOTO_SIZES = '(max-width: 600px) 200px, (max-width: 1000px) 45vw, 360px';

/** What a `<link rel="preload" as="image">` needs to fetch the picture a `<picture>` will pick. */
export interface PhotoPreload {
  href: string;
  /** With `sizes`: the best format's srcset, which a browser that knows `type` chooses from. */
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/**
 * The preload of a lot photo shown with `sizes`: the first `<source>` (AVIF) with its type, so a
 * browser that takes AVIF fetches the very file its `<picture>` picks and one that does not skips
 * the preload; a picture with no variants is preloaded as it is.
 */
export function photoPreload(url: string, sizes: string): PhotoPreload {
  const photo = responsivePhoto(url);
  const best = photo.sources[0];
  if (!best) return { href: photo.src };
  return { href: photo.src, srcSet: best.srcSet, sizes, type: best.type };
}
