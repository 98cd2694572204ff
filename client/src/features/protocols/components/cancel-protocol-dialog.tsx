import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorProtocol } from '@kimoshdi/shared/api/shop/protocols';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { isApiError } from '../../../lib/api-client';
import { cancelProtocol } from '../api/protocols';

/** The longest reason the server takes (protocolCancelSchema). */
export const REASON_MAX_LENGTH = 500;

interface CancelProtocolDialogProps {
  /** The protocol asked about; null keeps the dialog closed. */
  protocol: OperatorProtocol | null;
  onClose(): void;
  /** The protocol changed (cancelled now, or found cancelled already): the list reloads. */
  onChanged(): void;
}

/** Cancelling cannot be undone and the winner reads the reason: the reason is required. */
export function CancelProtocolDialog({ protocol, onClose, onChanged }: CancelProtocolDialogProps) {
  const { t } = useTranslation('protocols');
  return (
    <Dialog
      open={protocol !== null}
      title={t('operator.dialog.title', { number: protocol?.number ?? '' })}
      onClose={onClose}
    >
      {/* Mounted only while open, so every opening starts with an empty reason. */}
      {protocol && <CancelForm protocol={protocol} onClose={onClose} onChanged={onChanged} />}
    </Dialog>
  );
}

function CancelForm({
  protocol,
  onClose,
  onChanged,
}: {
  protocol: OperatorProtocol;
  onClose(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('protocols');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setFailure(t('operator.dialog.reasonRequired'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await cancelProtocol(protocol.number, reason);
      notify({ type: 'success', message: t('operator.done', { number: protocol.number }) });
      onClose();
      onChanged();
    } catch (error) {
      if (isApiError(error) && (error.code === 'WRONG_STATE' || error.code === 'NOT_FOUND')) {
        // Someone cancelled it first: say so and show the list as it is now.
        notify({ type: 'warning', message: t('operator.outdated', { number: protocol.number }) });
        onClose();
        onChanged();
        return;
      }
      setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
      setSending(false);
    }
  };

  return (
    <form className="protocol-cancel" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('operator.dialog.text')}</p>
      <div className="field">
        <label htmlFor={fieldId}>{t('operator.dialog.reason')}</label>
        <textarea
          id={fieldId}
          name="reason"
          rows={3}
          required
          maxLength={REASON_MAX_LENGTH}
          value={reason}
          aria-describedby={`${fieldId}-hint`}
          aria-invalid={failure !== null && !reason.trim()}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className="field__hint">
          {t('operator.dialog.reasonHint')}
        </p>
      </div>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('operator.dialog.close')}
        </button>
        <button type="submit" className="button refund-decision__reject" disabled={sending}>
          {sending ? t('operator.dialog.sending') : t('operator.dialog.confirm')}
        </button>
      </div>
    </form>
  );
}
