import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADDITIONAL_FEE_BASIS_POINTS, formatTiyin, type OrderForm } from '@kimoshdi/shared';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { resumeAfterConsent } from '../../../lib/consent-gate';
import { doOrderAction, getOrderFullInfo } from '../api/orders';
import { wizardHref } from '../order-steps';
import { useOrderFacts } from './order-facts';

interface ReviewStepProps {
  form: OrderForm;
  onBack(): void;
  onSent(orderId: number): void;
}

/** Step 6: everything at a glance, what is missing, the fee, and sending. */
export function ReviewStep({ form, onBack, onSent }: ReviewStepProps) {
  const { t } = useTranslation('orders');
  const orderId = form.summary.id;
  const { data, error, reload } = useKeyedLoad(`order/full-info/${orderId}/${form.summary.updated_at}`, () =>
    getOrderFullInfo(orderId),
  );
  const facts = useOrderFacts();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (error)
    return (
      <p className="form-alert" role="alert">
        {t('create.loadFailed')}
      </p>
    );
  if (!data) return <p className="muted">{t('create.loading')}</p>;
  const missing = data.summary.missing;

  const send = async () => {
    setConfirming(false);
    setSending(true);
    setFailure(null);
    try {
      await doOrderAction(orderId, 'send');
      notify({ type: 'success', message: t('create.sent') });
      onSent(orderId);
    } catch (cause) {
      setFailure(isApiError(cause) ? cause.message : t('actions.failed'));
      // Sending was confirmed: once the offer is signed, the order is sent by itself.
      if (!resumeAfterConsent(cause, () => void send())) reload();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="card order-step order-review" data-testid="order-step-review">
      <h2>{t('review.title')}</h2>
      {missing.length > 0 ? (
        <div className="form-alert" role="status" data-testid="order-review-missing">
          <p>{t('review.missing')}</p>
          <ul className="order-review__missing">
            {missing.map((step) => (
              <li key={step}>
                <Link to={wizardHref(orderId, step)}>{t(`steps.${step}`)}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="order-review__ready" role="status">
          {t('review.ready')}
        </p>
      )}
      <h3>{t('steps.property')}</h3>
      {facts.property(data)}
      <h3>{t('steps.address')}</h3>
      {facts.address(data)}
      <h3>{t('steps.files')}</h3>
      <p>{t('review.photosCount', { count: data.images.length })}</p>
      <p>{t('review.documentsCount', { count: data.documents.length })}</p>
      <h3>{t('steps.requisites')}</h3>
      {facts.requisites(data)}
      <h3>{t('review.fee')}</h3>
      <p className="order-review__fee">
        <strong className="money">
          {data.fee.fee === null ? '—' : formatTiyin(data.fee.fee, { currency: true })}
        </strong>
      </p>
      <p className="muted">{t('review.feeHint', { percent: Number(ADDITIONAL_FEE_BASIS_POINTS) / 100 })}</p>
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="order-step__footer">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('actions.back')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={missing.length > 0 || sending}
          onClick={() => setConfirming(true)}
          data-testid="order-send"
        >
          {t('actions.send')}
        </button>
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('dialogs.sendTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('actions.close')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void send()}
              data-testid="order-send-confirm"
            >
              {t('actions.send')}
            </button>
          </>
        }
      >
        <p>{t('dialogs.sendText')}</p>
      </Dialog>
    </div>
  );
}
