import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveAuctionRow } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { useLocalName } from '../../../hooks/use-local-name';
import { pauseAuction } from '../api/live-auctions';

/** The longest reason we send; the participants read it in their notification. */
export const PAUSE_REASON_MAX_LENGTH = 500;

interface PauseAuctionDialogProps {
  /** The auction to pause; null keeps the dialog closed. */
  row: LiveAuctionRow | null;
  onClose(): void;
  onPaused(): void;
}

/** A technical interruption needs a reason: every participant is notified with it. */
export function PauseAuctionDialog({ row, onClose, onPaused }: PauseAuctionDialogProps) {
  const { t } = useTranslation('auction');
  return (
    <Dialog
      open={row !== null}
      title={row ? t('auction:operator.pauseDialog.title', { number: row.lot_number }) : ''}
      onClose={onClose}
    >
      {row && <PauseForm row={row} onClose={onClose} onPaused={onPaused} />}
    </Dialog>
  );
}

function PauseForm({ row, onClose, onPaused }: { row: LiveAuctionRow; onClose(): void; onPaused(): void }) {
  const { t } = useTranslation('auction');
  const localName = useLocalName();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setFailure(t('auction:operator.pauseDialog.reasonRequired'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await pauseAuction(row.lot_id, reason);
      onClose();
      onPaused();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('auction:operator.pauseDialog.text', { name: localName(row.names) })}</p>
      <div className={failure ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{t('auction:operator.pauseDialog.reason')}</label>
        <textarea
          id={fieldId}
          rows={3}
          maxLength={PAUSE_REASON_MAX_LENGTH}
          value={reason}
          required
          data-testid="pause-reason"
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('auction:operator.cancel')}
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          data-testid="pause-confirm"
        >
          {sending ? t('auction:action.sending') : t('auction:operator.pauseDialog.confirm')}
        </button>
      </div>
    </form>
  );
}
