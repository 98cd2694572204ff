import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAIN_SIZES } from '@kimoshdi/shared/domain/file/photo-sizes';
import { LotPhoto } from '../../../components/lots/lot-photo';
import { PartBoundary } from '../../../components/ui/part-boundary';
import { retryingLazy } from '../../../lib/retrying-lazy';
import './photo-gallery.css';

/** The full-screen viewer and its library: fetched on the first open only, never in the page's first load. */
const PhotoLightbox = retryingLazy(() => import('./photo-lightbox'));

interface Photo {
  url: string;
  is_main: boolean;
}

/** The thumbnails' buttons are 84 x 60 px. */
const THUMB_SIZES = '84px';

/**
 * The lot's photos: one large, thumbnails below. The thumbnails are buttons; arrow keys, Home and
 * End move between them (and show the photo), so the gallery works without a mouse. The large
 * photo is a button too: it opens the photos full screen, to swipe and zoom (photo-lightbox.tsx).
 */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const ordered = [...photos].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  const [index, setIndex] = useState(0);
  /** Opened at least once: the viewer stays mounted after, so closing it animates. */
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerUsed, setViewerUsed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement | null>(null);

  if (ordered.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <span className="lot-card__no-photo">{t('lot.noPhoto')}</span>
      </div>
    );
  }
  const shown = Math.min(index, ordered.length - 1);
  const current = ordered[shown];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = ordered.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(index + 1, last)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(index - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="gallery">
      <button
        ref={opener}
        type="button"
        className="gallery__open"
        aria-label={t('gallery.open', { number: shown + 1 })}
        aria-haspopup="dialog"
        onClick={() => {
          setViewerUsed(true);
          setViewerOpen(true);
        }}
      >
        <LotPhoto
          key={current?.url}
          className="gallery__main"
          url={current?.url ?? ''}
          sizes={GALLERY_MAIN_SIZES}
          alt={t('gallery.photo', { title, number: shown + 1, total: ordered.length })}
          fetchPriority="high"
          width={1600}
          height={1000}
        />
      </button>
      {ordered.length > 1 && (
        <div className="gallery__thumbs" role="toolbar" aria-label={t('gallery.label')} onKeyDown={move}>
          {ordered.map((photo, position) => (
            <button
              key={photo.url}
              ref={(element) => {
                thumbs.current[position] = element;
              }}
              type="button"
              className="gallery__thumb"
              aria-pressed={position === shown}
              aria-label={t('gallery.show', { number: position + 1 })}
              tabIndex={position === shown ? 0 : -1}
              onClick={() => setIndex(position)}
            >
              <LotPhoto url={photo.url} sizes={THUMB_SIZES} alt="" loading="lazy" width={84} height={60} />
            </button>
          ))}
        </div>
      )}
      {viewerUsed && (
        <PartBoundary retry={t('list.retry')} fallback={null}>
          <PhotoLightbox
            open={viewerOpen}
            urls={ordered.map((photo) => photo.url)}
            title={title}
            index={shown}
            onIndex={setIndex}
            onClose={() => {
              setViewerOpen(false);
              opener.current?.focus();
            }}
          />
        </PartBoundary>
      )}
    </div>
  );
}
