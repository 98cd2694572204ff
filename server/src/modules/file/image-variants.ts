/**
 * Photos are never served as uploaded: sharp decodes the pixels and writes new JPEG files, so
 * whatever else the upload carried (a script appended after the picture, a zip inside a PNG, EXIF
 * with the camera's GPS position) is gone. The camera's orientation is applied to the pixels
 * first, since the tag that carried it is dropped with the rest of the metadata.
 */
import { IMAGE_VARIANTS, MAX_IMAGE_PIXELS, type ImageVariant } from '@kimoshdi/shared';
import sharp from 'sharp';

export interface EncodedImage {
  data: Buffer;
  mime: string;
}

const JPEG = { quality: 82, mozjpeg: true } as const;

function open(filePath: string) {
  // limitInputPixels refuses a small file that unpacks into a huge picture before decoding it.
  return sharp(filePath, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
}

/** A photo's served variants: display (1600 px) and thumb (400 px), JPEG on white. */
export async function photoVariants(filePath: string): Promise<Record<ImageVariant, EncodedImage>> {
  const encode = async (size: number): Promise<EncodedImage> => ({
    data: await open(filePath)
      .flatten({ background: '#ffffff' })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .jpeg(JPEG)
      .toBuffer(),
    mime: 'image/jpeg',
  });
  return { display: await encode(IMAGE_VARIANTS.display), thumb: await encode(IMAGE_VARIANTS.thumb) };
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
