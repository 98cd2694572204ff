import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, FILE_LIMITS, megabytes, type OrderDocument } from '@kimoshdi/shared';
import { addDocuments, deleteFile, getDocuments, setDocumentVisible } from '../api/order-files';
import { useFileList } from '../hooks/use-file-list';
import { useFileSize } from '../../../hooks/use-file-size';
import { usage } from '../precheck';
import { DeleteDialog } from './delete-dialog';
import { DropZone } from './drop-zone';
import { UploadStatus } from './upload-status';

export interface OrderDocumentsProps {
  orderId: number;
  /** Whether the order may change now (shared orderEditable of its status). */
  editable: boolean;
  onChange?(documents: OrderDocument[]): void;
}

/** An order's documents: a list with the "visible to participants" switch, delete, and uploads. */
export function OrderDocuments({ orderId, editable, onChange }: OrderDocumentsProps) {
  const { t } = useTranslation('files');
  const load = useCallback((signal: AbortSignal) => getDocuments(orderId, signal), [orderId]);
  const {
    items,
    error,
    busy,
    progress,
    change,
    upload: uploadChecked,
  } = useFileList<OrderDocument>('document', load, onChange);
  const [visibleOnUpload, setVisibleOnUpload] = useState(false);
  const [deleting, setDeleting] = useState<OrderDocument | null>(null);
  const limits = FILE_LIMITS.document;
  const used = usage(items ?? []);
  const size = useFileSize();

  const upload = (files: File[]) =>
    uploadChecked(files, (onProgress) => addDocuments(orderId, files, visibleOnUpload, onProgress));

  return (
    <section className="order-files__section" data-testid="order-documents" aria-busy={busy}>
      <header className="order-files__head">
        <h3>{t('documents.title')}</h3>
        <span className="muted" data-testid="order-documents-usage">
          {t('documents.usage', {
            count: used.count,
            max: limits.maxFiles,
            used: size(used.bytes),
            mb: size(limits.maxTotalBytes),
          })}
        </span>
      </header>
      <p className="muted">
        {t('documents.hint', {
          fileMb: megabytes(limits.maxFileBytes),
          mb: megabytes(limits.maxTotalBytes),
          max: limits.maxFiles,
        })}
      </p>
      {items && items.length === 0 && <p className="muted">{t('documents.empty')}</p>}
      {items && items.length > 0 && (
        <ul className="order-files__list">
          {items.map((doc) => (
            <li key={doc.id} className="order-files__document" data-testid="order-document">
              <a href={doc.url} download={doc.name} className="order-files__name">
                {doc.name}
              </a>
              <span className="muted">{size(doc.size)}</span>
              <label className="order-files__visible">
                <input
                  type="checkbox"
                  checked={doc.visible}
                  disabled={!editable || busy}
                  onChange={(event) => {
                    const visible = event.target.checked;
                    void change(async () => (await setDocumentVisible(doc.id, visible)).items);
                  }}
                />
                {t('documents.visible')}
              </label>
              {editable && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy}
                  aria-label={`${t('delete')}: ${doc.name}`}
                  onClick={() => setDeleting(doc)}
                >
                  {t('delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <>
          <label className="order-files__visible">
            <input
              type="checkbox"
              checked={visibleOnUpload}
              onChange={(event) => setVisibleOnUpload(event.target.checked)}
            />
            {t('documents.visibleOnUpload')}
          </label>
          <p className="muted">{t('documents.visibleHint')}</p>
          <DropZone
            accept={acceptAttribute('document')}
            disabled={busy}
            onFiles={upload}
            testId="order-documents-drop"
          />
        </>
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
          if (target) void change(async () => (await deleteFile(target.id)).documents);
        }}
      />
    </section>
  );
}
