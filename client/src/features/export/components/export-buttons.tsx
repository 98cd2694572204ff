import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS, type ExportFormat } from '@kimoshdi/shared/domain/export/export-lists';
import { isApiError } from '../../../lib/api-client';
import { downloadExport, type ExportRequest } from '../api/download-export';

interface ExportButtonsProps {
  what: ExportRequest['what'];
  /** The page's current filter, as its list call sends it. */
  filter?: ExportRequest['filter'];
}

/**
 * "Export: CSV | Excel" above a desk or a list: downloads the whole list as the page filters it
 * (every page, not only the one shown). One download at a time; a refusal shows here.
 */
export function ExportButtons({ what, filter }: ExportButtonsProps) {
  const { t } = useTranslation('exports');
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function start(format: ExportFormat) {
    const controller = new AbortController();
    running.current = controller;
    setBusy(format);
    setError(null);
    try {
      await downloadExport({ what, format, filter }, controller.signal);
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(isApiError(cause) ? cause.message : t('button.failed'));
    } finally {
      if (running.current === controller) {
        running.current = null;
        setBusy(null);
      }
    }
  }

  return (
    <div className="export-buttons">
      <div
        className="export-buttons__group"
        role="group"
        aria-label={t('button.hint')}
        title={t('button.hint')}
      >
        <span className="export-buttons__label" aria-hidden="true">
          {t('button.label')}
        </span>
        {EXPORT_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            className="button button--ghost button--small"
            disabled={busy !== null}
            aria-busy={busy === format}
            aria-label={`${t('button.label')}: ${t(`button.${format}`)}`}
            onClick={() => void start(format)}
          >
            {busy === format ? t('button.preparing') : t(`button.${format}`)}
          </button>
        ))}
      </div>
      {error && (
        <p className="form-alert export-buttons__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
