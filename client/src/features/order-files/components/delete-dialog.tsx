import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';

interface DeleteDialogProps {
  /** The file asked about, or null when closed. */
  name: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** "Delete <name>?": a deleted file cannot be brought back. */
export function DeleteDialog({ name, onConfirm, onClose }: DeleteDialogProps) {
  const { t } = useTranslation('files');
  return (
    <Dialog
      open={name !== null}
      role="alertdialog"
      title={t('deleteTitle')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="order-file-delete-confirm"
            onClick={onConfirm}
          >
            {t('delete')}
          </button>
        </>
      }
    >
      <p>{t('deleteConfirm', { name: name ?? '' })}</p>
    </Dialog>
  );
}
