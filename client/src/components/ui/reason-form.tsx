import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';

interface ReasonFormProps {
  /** What the reason is for, above the field. */
  text: ReactNode;
  labels: {
    reason: string;
    /** Under the field (who will read the reason). */
    hint?: string;
    /** Shown when confirmed with no reason: nothing is sent. */
    required: string;
    cancel: string;
    confirm: string;
    sending: string;
  };
  maxLength: number;
  confirmClassName: string;
  /**
   * Sends the reason and closes the dialog. What it throws is shown in the form (an API error's
   * own message, else the common "unexpected" text) and the person may try again.
   */
  send(reason: string): Promise<void>;
  onClose(): void;
}

/**
 * An operator's step that needs a written reason (pausing an auction, cancelling a protocol): the
 * reason is required (spaces alone are not one) and sent once at a time.
 * Mount it only while its dialog is open, so every opening starts empty.
 */
export function ReasonForm({ text, labels, maxLength, confirmClassName, send, onClose }: ReasonFormProps) {
  const { t } = useTranslation('common');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) {
      setFailure(labels.required);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await send(reason);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('api.unexpected'));
      setSending(false);
    }
  };

  return (
    <form className="reason-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{text}</p>
      <div className={failure ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{labels.reason}</label>
        <textarea
          id={fieldId}
          name="reason"
          rows={3}
          required
          maxLength={maxLength}
          value={reason}
          aria-describedby={labels.hint ? `${fieldId}-hint` : undefined}
          aria-invalid={failure !== null && !reason.trim()}
          onChange={(event) => setReason(event.target.value)}
        />
        {labels.hint && (
          <p id={`${fieldId}-hint`} className="field__hint">
            {labels.hint}
          </p>
        )}
      </div>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {labels.cancel}
        </button>
        <button type="submit" className={confirmClassName} disabled={sending}>
          {sending ? labels.sending : labels.confirm}
        </button>
      </div>
    </form>
  );
}
