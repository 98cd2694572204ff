import { useTranslation } from 'react-i18next';

/** The upload's progress bar, and the last error in the user's language. */
export function UploadStatus({ progress, error }: { progress: number | null; error: string | null }) {
  const { t } = useTranslation('files');
  return (
    <>
      {progress !== null && (
        <div className="order-files__progress" data-testid="order-files-progress">
          <progress max={100} value={progress} aria-label={t('uploading', { percent: progress })} />
          <span>{t('uploading', { percent: progress })}</span>
        </div>
      )}
      {error && (
        <p className="form-alert" role="alert" data-testid="order-files-error">
          {error}
        </p>
      )}
    </>
  );
}
