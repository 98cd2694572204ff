import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { getOrderFullInfo } from '../api/orders';
import { useOrderFacts } from './order-facts';
import './orders.css';

interface OrderPrintProps {
  orderId: number;
  /** What to show when the caller may not read the order in full (not theirs, not a customer). */
  fallback: ReactNode;
}

/** /order-preview/<id> for the order's customer: the whole order on one printable page. */
export function OrderPrint({ orderId, fallback }: OrderPrintProps) {
  const { t } = useTranslation('orders');
  const { data, error } = useKeyedLoad(`order/print/${orderId}`, () => getOrderFullInfo(orderId));
  const facts = useOrderFacts();
  if (error) return <>{fallback}</>;
  if (!data) return <p className="muted">{t('create.loading')}</p>;
  return (
    <article className="order-print" data-testid="order-print">
      <div className="order-print__head">
        <h2>{t('preview.title', { id: data.summary.id })}</h2>
        <button
          type="button"
          className="button button--primary button--small order-print__button"
          onClick={() => window.print()}
        >
          {t('actions.print')}
        </button>
      </div>
      <p>
        {t('fields.customer')}: <strong>{data.customer_name}</strong>
      </p>
      <h3>{t('tabs.order-info')}</h3>
      {facts.order(data.summary, data.fee.fee)}
      <h3>{t('tabs.property-info')}</h3>
      {facts.property(data)}
      <h3>{t('steps.address')}</h3>
      {facts.address(data)}
      <h3>{t('tabs.property-photos')}</h3>
      {data.images.length === 0 ? (
        <p className="muted">{t('pages.noPhotos')}</p>
      ) : (
        <div className="order-print__photos">
          {data.images.map((image) => (
            <img key={image.id} src={image.thumb_url} alt={image.name} />
          ))}
        </div>
      )}
      <h3>{t('tabs.property-documents')}</h3>
      {data.documents.length === 0 ? (
        <p className="muted">{t('pages.noDocuments')}</p>
      ) : (
        <ul>
          {data.documents.map((document) => (
            <li key={document.id}>
              {document.name} —{' '}
              {document.visible ? t('pages.visibleToParticipants') : t('pages.hiddenFromParticipants')}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('tabs.requisites')}</h3>
      {facts.requisites(data)}
    </article>
  );
}
