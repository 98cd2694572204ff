import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROTEST_ANSWER_WORKING_DAYS, type Protest } from '@kimoshdi/shared';
import { PROTEST_TEXT_MAX, PROTEST_TEXT_MIN } from '@kimoshdi/shared/domain/protest/protest-text';
import { isApiError } from '../../../lib/api-client';
import { createProtest } from '../api/protests';

interface ProtestFormProps {
  lotId: number;
  onClose(): void;
  onSent(protest: Protest): void;
}

/**
 * The protest's text with its counter: 20 to 2000 characters (spaces around it do not count), sent
 * once at a time. Mount it only while its dialog is open, so every opening starts empty.
 */
export function ProtestForm({ lotId, onClose, onSent }: ProtestFormProps) {
  const { t } = useTranslation('protests');
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < PROTEST_TEXT_MIN) {
      setFailure(t('dialog.tooShort', { min: PROTEST_TEXT_MIN }));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onSent(await createProtest(lotId, text));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('dialog.failed'));
      setSending(false);
    }
  };

  return (
    <form className="reason-form protest-form" noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('dialog.lead', { days: PROTEST_ANSWER_WORKING_DAYS })}</p>
      <div className={failure ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{t('dialog.label')}</label>
        <textarea
          id={fieldId}
          name="text"
          rows={6}
          required
          minLength={PROTEST_TEXT_MIN}
          maxLength={PROTEST_TEXT_MAX}
          value={text}
          aria-describedby={`${fieldId}-counter`}
          aria-invalid={failure !== null}
          onChange={(event) => setText(event.target.value)}
        />
        <p
          id={`${fieldId}-counter`}
          className="field__hint protest-form__counter"
          data-testid="protest-counter"
        >
          {t('dialog.counter', { count: text.length, max: PROTEST_TEXT_MAX })}
        </p>
      </div>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? t('dialog.sending') : t('dialog.send')}
        </button>
      </div>
    </form>
  );
}
