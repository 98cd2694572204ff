import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROTEST_NOTE_MAX } from '@kimoshdi/shared/domain/protest/protest-text';
import { isApiError } from '../../../lib/api-client';

interface AcceptFormProps {
  buyerNumber: number;
  /** Sends the acceptance with its note (possibly empty) and closes the dialog. */
  send(note: string): Promise<void>;
  onClose(): void;
}

/**
 * Accepting a protest: what it means (the result is not changed by it), and a note the customer
 * may leave. Mount it only while its dialog is open, so every opening starts empty.
 */
export function AcceptForm({ buyerNumber, send, onClose }: AcceptFormProps) {
  const { t } = useTranslation('protests');
  const fieldId = useId();
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await send(note);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('dialog.failed'));
      setSending(false);
    }
  };

  return (
    <form className="reason-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('answer.acceptText', { number: buyerNumber })}</p>
      <div className="field">
        <label htmlFor={fieldId}>{t('answer.note')}</label>
        <textarea
          id={fieldId}
          name="note"
          rows={3}
          maxLength={PROTEST_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('answer.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('answer.sending') : t('order.accept')}
        </button>
      </div>
    </form>
  );
}
