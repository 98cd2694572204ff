import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import {
  DecisionBar,
  getModerationOrder,
  MODERATION_QUEUE_PATH,
  OrderDocumentsList,
  OrderHistory,
  OrderPhotos,
} from '../../../features/moderation';
import { useOrderFacts } from '../../../features/orders';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { NotFoundRoute } from '../not-found';
import { useIdParam } from '../use-id-param';
import { OperatorOnly } from './operator-only';
import { lazyWithTexts } from '../../../lib/lazy-with-texts';

// The customer's contract line: its code and texts come after the page (its own call answers later).
const CustomerContractLine = lazyWithTexts(
  () =>
    import('../../../features/service-contracts/components/customer-contract-line').then(
      (m) => m.CustomerContractLine,
    ),
  ['contracts'],
);

/**
 * /profile/operator/orders/<id>: one order as its customer gave it (the orders' own facts, the
 * photos, documents and history) with the moderator's decisions.
 */
export function ProfileOperatorOrderRoute() {
  const { t } = useTranslation('moderation');
  const orderId = useIdParam();
  if (orderId === null) return <NotFoundRoute />;
  return (
    <OperatorOnly title={t('moderation:order.title', { id: orderId })}>
      <ModerationOrderPage orderId={orderId} />
    </OperatorOnly>
  );
}

function ModerationOrderPage({ orderId }: { orderId: number }) {
  const { t } = useTranslation('moderation');
  const facts = useOrderFacts();
  const { data, error, reload } = useKeyedLoad(`operator/orders/${orderId}`, (signal) =>
    getModerationOrder(orderId, signal),
  );
  let content;
  if (error) {
    content = (
      <div className="form-alert" role="alert">
        <p>{t('moderation:order.loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={reload}>
          {t('moderation:order.retry')}
        </button>
      </div>
    );
  } else if (!data) {
    content = (
      <p className="muted" role="status">
        {t('cabinet:list.loading')}
      </p>
    );
  } else {
    const name = data.summary.property_name ?? '';
    content = (
      <div className="moderation-order" data-testid="moderation-order">
        <h2>{name}</h2>
        <DecisionBar order={data} onDecided={reload} />
        <section>
          <h3>{t('moderation:order.sections.order')}</h3>
          {facts.order(data.summary, data.fee.fee)}
          <dl className="facts order-facts">
            <div className="facts__row">
              <dt>{t('moderation:order.customer')}</dt>
              <dd>{data.customer_name}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('moderation:order.phone')}</dt>
              <dd>{data.customer_phone}</dd>
            </div>
            {data.customer_email && (
              <div className="facts__row">
                <dt>{t('moderation:order.email')}</dt>
                <dd>{data.customer_email}</dd>
              </div>
            )}
            <Suspense fallback={null}>
              <CustomerContractLine orderId={orderId} />
            </Suspense>
          </dl>
        </section>
        <section>
          <h3>{t('moderation:order.sections.property')}</h3>
          {facts.property(data)}
        </section>
        <section>
          <h3>{t('moderation:order.sections.address')}</h3>
          {facts.address(data)}
        </section>
        <section>
          <h3>{t('moderation:order.sections.photos')}</h3>
          <OrderPhotos images={data.images} name={name} />
        </section>
        <section>
          <h3>{t('moderation:order.sections.documents')}</h3>
          <OrderDocumentsList documents={data.documents} />
        </section>
        <section>
          <h3>{t('moderation:order.sections.requisites')}</h3>
          {facts.requisites(data)}
        </section>
        <section>
          <h3>{t('moderation:order.sections.history')}</h3>
          <OrderHistory flows={data.flows} />
        </section>
      </div>
    );
  }
  return (
    <CabinetPage title={t('moderation:order.title', { id: orderId })}>
      <p>
        <Link to={MODERATION_QUEUE_PATH}>{t('moderation:order.back')}</Link>
      </p>
      {content}
    </CabinetPage>
  );
}
