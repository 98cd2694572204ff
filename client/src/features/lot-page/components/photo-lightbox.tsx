/**
 * The lot's photos full screen (photo-gallery.tsx opens it): swipe or arrow keys between photos,
 * pinch, wheel or double tap to zoom, Escape to close, the browser's full screen on request.
 * The library and its styles are in this file's chunk only: the gallery imports it lazily, on
 * the first open, so the lot page's first load does not carry them.
 */
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { responsivePhoto } from '@kimoshdi/shared/domain/file/photo-sizes';

interface PhotoLightboxProps {
  open: boolean;
  urls: readonly string[];
  title: string;
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The widest WebP of a stored photo (room to zoom into; every browser this page runs in reads
 * WebP), or the address as it is.
 */
function largest(url: string): string {
  const webp = responsivePhoto(url).sources.find((source) => source.type === 'image/webp');
  return webp?.srcSet.split(', ').at(-1)?.split(' ')[0] ?? url;
}

export default function PhotoLightbox({ open, urls, title, index, onIndex, onClose }: PhotoLightboxProps) {
  const { t } = useTranslation('catalogue');
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      on={{ view: ({ index: viewed }) => onIndex(viewed) }}
      slides={urls.map((url, position) => ({
        src: largest(url),
        alt: t('gallery.photo', { title, number: position + 1, total: urls.length }),
      }))}
      plugins={[Zoom, Fullscreen, Counter]}
      carousel={{ finite: urls.length < 3 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('gallery.viewer'),
        'Photo gallery': t('gallery.label'),
        Carousel: t('gallery.carousel'),
        Slide: t('gallery.slide'),
        '{index} of {total}': t('gallery.position', { index: '{index}', total: '{total}' }),
        Previous: t('gallery.previous'),
        Next: t('gallery.next'),
        Close: t('gallery.close'),
        'Zoom in': t('gallery.zoomIn'),
        'Zoom out': t('gallery.zoomOut'),
        'Enter Fullscreen': t('gallery.fullscreenOn'),
        'Exit Fullscreen': t('gallery.fullscreenOff'),
      }}
    />
  );
}
