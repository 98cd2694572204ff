/**
 * Photos are never served as uploaded: sharp decodes the pixels and writes new files, so whatever
 * else the upload carried (a script appended after the picture, a zip inside a PNG, EXIF with the
 * camera's GPS position) is gone. The camera's orientation is applied to the pixels first, since
 * the tag that carried it is dropped with the rest of the metadata.
 *
 * A photo is stored as `display` (1600 px box) and `thumb` (400 px box) JPEGs, the addresses lots
 * and exports have always named, and in the widths of shared/src/domain/file/photo-sizes.ts as
 * AVIF, WebP and JPEG for the pages' srcset. All are made once, at upload (or by the backfill
 * for photos older than the widths), never on request.
 */
import { IMAGE_VARIANTS, MAX_IMAGE_PIXELS, type ImageVariant } from '@kimoshdi/shared';
import {
  PHOTO_FORMATS,
  PHOTO_MIME,
  PHOTO_WIDTHS,
  photoWidthsFor,
  sizedVariant,
  type PhotoFormat,
  type SizedPhotoVariant,
} from '@kimoshdi/shared/domain/file/photo-sizes';
import sharp, { type Sharp } from 'sharp';

export interface EncodedImage {
  data: Buffer;
  mime: string;
}

export type PhotoVariants = Record<ImageVariant | SizedPhotoVariant, EncodedImage>;

/** The widest picture any variant needs: the pixels are decoded once and brought down to this. */
const MASTER_WIDTH = Math.max(...PHOTO_WIDTHS, IMAGE_VARIANTS.display);

/**
 * Qualities that look the same to the eye at a third to a half of the JPEG's bytes. The encoders'
 * efforts are kept low: an upload of 20 photos makes 280 files, and the default AVIF effort alone
 * would take a small server's cores for half a minute; effort 1 is several times faster for a few
 * per cent of bytes. The width JPEGs are only the fallback of browsers that read neither AVIF nor
 * WebP, so they skip mozjpeg's slower search; display, which link previews show, keeps it.
 */
const ENCODERS: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 1 }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 82, progressive: true }),
};
const BOX_JPEG = { quality: 82, mozjpeg: true } as const;

function open(input: string | Buffer) {
  // limitInputPixels refuses a small file that unpacks into a huge picture before decoding it.
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
}

/**
 * The photo decoded once, turned upright, on white (a transparent PNG's background would show
 * black in a JPEG) and at most MASTER_WIDTH wide and high: raw pixels every variant is cut from.
 */
async function master(input: string | Buffer) {
  const { data, info } = await open(input)
    .flatten({ background: '#ffffff' })
    .resize({ width: MASTER_WIDTH, height: MASTER_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return { pixels, width: info.width, height: info.height };
}

type Master = Awaited<ReturnType<typeof master>>;

/** The width variants: the same width in one format is encoded once and stored under each slot. */
async function sized(photo: Master): Promise<Record<SizedPhotoVariant, EncodedImage>> {
  const widths = photoWidthsFor(photo.width);
  const result = {} as Record<SizedPhotoVariant, EncodedImage>;
  for (const format of PHOTO_FORMATS) {
    const made = new Map<number, EncodedImage>();
    for (const slot of PHOTO_WIDTHS) {
      const width = widths[slot];
      let encoded = made.get(width);
      if (!encoded) {
        const resized = photo.pixels().resize({ width, withoutEnlargement: true });
        encoded = { data: await ENCODERS[format](resized).toBuffer(), mime: PHOTO_MIME[format] };
        made.set(width, encoded);
      }
      result[sizedVariant(slot, format)] = encoded;
    }
  }
  return result;
}

/** The box variants, display and thumb: JPEG, longest side at most their size. */
async function boxed(photo: Master, variant: ImageVariant): Promise<EncodedImage> {
  const size = IMAGE_VARIANTS[variant];
  const resized = photo
    .pixels()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
  return { data: await resized.jpeg(BOX_JPEG).toBuffer(), mime: 'image/jpeg' };
}

/** Every served variant of an uploaded photo (a file's path, or its bytes). */
export async function photoVariants(input: string | Buffer): Promise<PhotoVariants> {
  const photo = await master(input);
  return {
    display: await boxed(photo, 'display'),
    thumb: await boxed(photo, 'thumb'),
    ...(await sized(photo)),
  };
}

/** The width variants alone, made from a stored photo's display JPEG (the backfill). */
export async function sizedPhotoVariants(input: Buffer): Promise<Record<SizedPhotoVariant, EncodedImage>> {
  return sized(await master(input));
}

/** A scan uploaded as a document: the same picture in its own format, full size, metadata gone. */
export async function reencodedScan(
  filePath: string,
  mime: 'image/jpeg' | 'image/png',
): Promise<EncodedImage> {
  const image = open(filePath);
  const data =
    mime === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  return { data, mime };
}
