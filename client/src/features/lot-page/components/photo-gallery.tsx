import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Photo {
  url: string;
  is_main: boolean;
}

/**
 * The lot's photos: one large, thumbnails below. The thumbnails are buttons; arrow keys, Home and
 * End move between them (and show the photo), so the gallery works without a mouse.
 */
export function PhotoGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const ordered = [...photos].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);

  if (ordered.length === 0) {
    return (
      <div className="gallery gallery--empty">
        <span className="lot-card__no-photo">{t('lot.noPhoto')}</span>
      </div>
    );
  }
  const current = ordered[Math.min(index, ordered.length - 1)];

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
      <img
        className="gallery__main"
        src={current?.url}
        alt={t('gallery.photo', { title, number: index + 1, total: ordered.length })}
      />
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
              aria-pressed={position === index}
              aria-label={t('gallery.show', { number: position + 1 })}
              tabIndex={position === index ? 0 : -1}
              onClick={() => setIndex(position)}
            >
              <img src={photo.url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
