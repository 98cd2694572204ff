import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { FormFooter } from './form-footer';

interface ReasonFormProps {
  /** What the text is for, above the field. */
  text: ReactNode;
  labels: {
    reason: string;
    /** Under the field (who will read it); a function of the text typed for a counter. */
    hint?: string | ((value: string) => string);
    /** Shown when confirmed with too little text (none, or under `minLength`): nothing is sent. */
    required?: string;
    cancel: string;
    confirm: string;
    sending: string;
    /** What a failure that is not the API's own answer says (default: the common "unexpected"). */
    failed?: string;
  };
  maxLength: number;
  /** The least text, spaces around it not counted (default 1); 0 makes the text optional. */
  minLength?: number;
  confirmClassName: string;
  /** The field's name (default `reason`) and height. */
  name?: string;
  rows?: number;
  className?: string;
  hintTestId?: string;
  /**
   * Sends the text and closes the dialog. What it throws is shown in the form (an API error's
   * own message, else `labels.failed`) and the person may try again.
   */
  send(reason: string): Promise<void>;
  onClose(): void;
}

/**
 * A step that needs a written text in a dialog (pausing an auction, cancelling a protocol, filing
 * or accepting a protest): the text is checked before sending (spaces alone are not one) and sent
 * once at a time. Mount it only while its dialog is open, so every opening starts empty.
 */
export function ReasonForm({
  text,
  labels,
  maxLength,
  minLength = 1,
  confirmClassName,
  name = 'reason',
  rows = 3,
  className,
  hintTestId,
  send,
  onClose,
}: ReasonFormProps) {
  const { t } = useTranslation('common');
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const hint = typeof labels.hint === 'function' ? labels.hint(reason) : labels.hint;
  const tooShort = (value: string) => minLength > 0 && value.trim().length < minLength;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooShort(reason)) {
      setFailure(labels.required ?? null);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await send(reason);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : (labels.failed ?? t('api.unexpected')));
      setSending(false);
    }
  };

  return (
    <form
      className={className ? `reason-form ${className}` : 'reason-form'}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p>{text}</p>
      <div className={failure && minLength > 0 ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{labels.reason}</label>
        <textarea
          id={fieldId}
          name={name}
          rows={rows}
          required={minLength > 0}
          minLength={minLength > 1 ? minLength : undefined}
          maxLength={maxLength}
          value={reason}
          aria-describedby={hint ? `${fieldId}-hint` : undefined}
          aria-invalid={minLength > 0 ? failure !== null && tooShort(reason) : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {hint && (
          <p id={`${fieldId}-hint`} className="field__hint" data-testid={hintTestId}>
            {hint}
          </p>
        )}
      </div>
      <FormFooter
        failure={failure}
        cancelLabel={labels.cancel}
        onCancel={onClose}
        submitLabel={labels.confirm}
        sendingLabel={labels.sending}
        sending={sending}
        submitClassName={confirmClassName}
      />
    </form>
  );
}
