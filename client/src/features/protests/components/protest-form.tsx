import { useTranslation } from 'react-i18next';
import { PROTEST_ANSWER_WORKING_DAYS, type Protest } from '@kimoshdi/shared';
import { PROTEST_TEXT_MAX, PROTEST_TEXT_MIN } from '@kimoshdi/shared/domain/protest/protest-text';
import { ReasonForm } from '../../../components/ui/reason-form';
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
  return (
    <ReasonForm
      className="protest-form"
      text={t('dialog.lead', { days: PROTEST_ANSWER_WORKING_DAYS })}
      labels={{
        reason: t('dialog.label'),
        hint: (value) => t('dialog.counter', { count: value.length, max: PROTEST_TEXT_MAX }),
        required: t('dialog.tooShort', { min: PROTEST_TEXT_MIN }),
        cancel: t('dialog.cancel'),
        confirm: t('dialog.send'),
        sending: t('dialog.sending'),
        failed: t('dialog.failed'),
      }}
      name="text"
      rows={6}
      minLength={PROTEST_TEXT_MIN}
      maxLength={PROTEST_TEXT_MAX}
      hintTestId="protest-counter"
      confirmClassName="button button--primary"
      send={async (text) => onSent(await createProtest(lotId, text))}
      onClose={onClose}
    />
  );
}
