import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderImage } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';

/** The order's photos as thumbnails; a click shows the photo large in a dialog. */
export function OrderPhotos({ images, name }: { images: OrderImage[]; name: string }) {
  const { t } = useTranslation('moderation');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <p className="muted">{t('order.noPhotos')}</p>;
  const shown = open === null ? undefined : images[open];
  return (
    <>
      <ul className="moderation-photos" data-testid="moderation-photos">
        {images.map((image, index) => (
          <li key={image.id}>
            <button type="button" className="moderation-photos__thumb" onClick={() => setOpen(index)}>
              <img src={image.thumb_url} alt={t('order.photoAlt', { name, n: index + 1 })} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={shown !== undefined}
        title={shown ? t('order.photoAlt', { name, n: (open ?? 0) + 1 }) : ''}
        onClose={() => setOpen(null)}
        size="wide"
      >
        {shown && <img className="moderation-photos__large" src={shown.url} alt={shown.name} />}
      </Dialog>
    </>
  );
}
