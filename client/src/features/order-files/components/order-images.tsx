import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, FILE_LIMITS, megabytes, MIN_ORDER_IMAGES, type OrderImage } from '@kimoshdi/shared';
import { addImages, deleteFile, getImages, markAsMain } from '../api/order-files';
import { useFileList } from '../hooks/use-file-list';
import { useFileSize } from '../../../hooks/use-file-size';
import { usage } from '../precheck';
import { DeleteDialog } from './delete-dialog';
import { DropZone } from './drop-zone';
import { UploadStatus } from './upload-status';

export interface OrderImagesProps {
  orderId: number;
  /** Whether the order may change now (shared orderEditable of its status); else the grid only shows. */
  editable: boolean;
  /** Called with the photos after every change (the order page may show the count it needs). */
  onChange?(images: OrderImage[]): void;
}

/** An order's photos: a grid with the main photo's star, delete, and uploads by drop or picker. */
export function OrderImages({ orderId, editable, onChange }: OrderImagesProps) {
  const { t } = useTranslation('files');
  const load = useCallback((signal: AbortSignal) => getImages(orderId, signal), [orderId]);
  const {
    items,
    error,
    busy,
    progress,
    change,
    upload: uploadChecked,
  } = useFileList<OrderImage>('image', load, onChange);
  const [deleting, setDeleting] = useState<OrderImage | null>(null);
  const limits = FILE_LIMITS.image;
  const used = usage(items ?? []);
  const size = useFileSize();

  const upload = (files: File[]) =>
    uploadChecked(files, (onProgress) => addImages(orderId, files, onProgress));

  return (
    <section className="order-files__section" data-testid="order-images" aria-busy={busy}>
      <header className="order-files__head">
        <h3>{t('images.title')}</h3>
        <span className="muted" data-testid="order-images-usage">
          {t('images.usage', {
            count: used.count,
            max: limits.maxFiles,
            used: size(used.bytes),
            mb: size(limits.maxTotalBytes),
          })}
        </span>
      </header>
      <p className="muted">
        {t('images.hint', {
          max: limits.maxFiles,
          mb: megabytes(limits.maxTotalBytes),
          min: MIN_ORDER_IMAGES,
        })}
      </p>
      {items && items.length === 0 && <p className="muted">{t('images.empty')}</p>}
      {items && items.length > 0 && (
        <ul className="order-files__grid">
          {items.map((image) => (
            <li
              key={image.id}
              className="order-files__photo"
              data-testid="order-image"
              data-main={image.is_main}
            >
              <img src={image.thumb_url} alt={t('images.alt', { name: image.name })} loading="lazy" />
              <div className="order-files__photo-actions">
                {image.is_main ? (
                  <span className="status status--success" title={t('images.main')}>
                    ★ {t('images.main')}
                  </span>
                ) : (
                  editable && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      disabled={busy}
                      aria-label={`${t('images.makeMain')}: ${image.name}`}
                      onClick={() => void change(async () => (await markAsMain(image.id)).items)}
                    >
                      ☆ {t('images.makeMain')}
                    </button>
                  )
                )}
                {editable && (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={busy}
                    aria-label={`${t('delete')}: ${image.name}`}
                    onClick={() => setDeleting(image)}
                  >
                    {t('delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <DropZone
          accept={acceptAttribute('image')}
          disabled={busy}
          onFiles={upload}
          testId="order-images-drop"
        />
      ) : (
        <p className="muted">{t('readOnly')}</p>
      )}
      <UploadStatus progress={progress} error={error} />
      <DeleteDialog
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void change(async () => (await deleteFile(target.id)).images);
        }}
      />
    </section>
  );
}
