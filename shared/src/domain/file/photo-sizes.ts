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
