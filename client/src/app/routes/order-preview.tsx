import { useTranslation } from 'react-i18next';
import { FullscreenLayout } from '../../components/layouts/fullscreen-layout';
import { usePageTitle } from '../../components/ui/page-title';
import { OrderPreview } from '../../features/lot-page/components/order-preview';
import { OrderPrint } from '../../features/orders';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/**
 * /order-preview/{id}: outside the main layout (docs/product.md section 2). The order's customer
 * sees the whole order, printable, in any status; anyone else the public preview of an order on
 * trade.
 */
export function OrderPreviewRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('order.title'));
  const orderId = useIdParam();
  const signedIn = useStoredUser() !== null;
  if (orderId === null) return <NotFoundRoute />;
  return (
    <FullscreenLayout title={t('order.title')}>
      {signedIn ? (
        <OrderPrint
          key={orderId}
          orderId={orderId}
          fallback={<OrderPreview orderId={orderId} signedIn={signedIn} />}
        />
      ) : (
        <OrderPreview key={orderId} orderId={orderId} signedIn={signedIn} />
      )}
    </FullscreenLayout>
  );
}
