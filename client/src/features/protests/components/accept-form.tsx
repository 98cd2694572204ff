import { useTranslation } from 'react-i18next';
import { PROTEST_NOTE_MAX } from '@kimoshdi/shared/domain/protest/protest-text';
import { ReasonForm } from '../../../components/ui/reason-form';

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
  return (
    <ReasonForm
      text={t('answer.acceptText', { number: buyerNumber })}
      labels={{
        reason: t('answer.note'),
        cancel: t('answer.cancel'),
        confirm: t('order.accept'),
        sending: t('answer.sending'),
        failed: t('dialog.failed'),
      }}
      name="note"
      minLength={0}
      maxLength={PROTEST_NOTE_MAX}
      confirmClassName="button button--primary"
      send={send}
      onClose={onClose}
    />
  );
}
