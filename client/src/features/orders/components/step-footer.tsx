import { useTranslation } from 'react-i18next';

interface StepFooterProps {
  onBack?: () => void;
  saving: boolean;
  /** The server's or the network's failure, in the user's language. */
  failure: string | null;
  submitLabel?: string;
}

/** The buttons under a step: back, and save-and-continue (the form's submit). */
export function StepFooter({ onBack, saving, failure, submitLabel }: StepFooterProps) {
  const { t } = useTranslation('orders');
  return (
    <>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="order-step__footer">
        {onBack && (
          <button type="button" className="button button--ghost" onClick={onBack}>
            {t('actions.back')}
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={saving}
          data-testid="order-step-next"
        >
          {saving ? t('create.saving') : (submitLabel ?? t('actions.next'))}
        </button>
      </div>
    </>
  );
}
