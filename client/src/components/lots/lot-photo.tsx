import type { ImgHTMLAttributes } from 'react';
import { responsivePhoto } from '@kimoshdi/shared/domain/file/photo-sizes';

type LotPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  /** The lot photo's address as the API gives it (`/files/<id>/display`, or any other picture). */
  url: string;
  /** The width the picture is shown at, per screen (the `sizes` attribute): the browser picks from it. */
  sizes: string;
};

/**
 * A lot photo as a `<picture>`: AVIF, then WebP, then the JPEG in the `<img>`, each in every width
 * (shared/src/domain/file/photo-sizes.ts), so the browser loads the smallest that fills its place
 * at the screen's density. Anything not stored by the file module is shown as it is.
 */
export function LotPhoto({ url, sizes, ...image }: LotPhotoProps) {
  const photo = responsivePhoto(url);
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img {...image} srcSet={photo.srcSet} sizes={photo.srcSet ? sizes : undefined} src={photo.src} />
    </picture>
  );
}
