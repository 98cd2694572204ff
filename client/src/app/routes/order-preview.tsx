import { useTranslation } from 'react-i18next';
import { FullscreenLayout } from '../../components/layouts/fullscreen-layout';
import { usePageTitle } from '../../components/ui/page-title';
import { OrderPreview } from '../../features/catalogue/components/order-preview';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { useIdParam } from './use-id-param';
import { NotFoundRoute } from './not-found';

/** /order-preview/{id}: outside the main layout (docs/product.md section 2). */
export function OrderPreviewRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('order.title'));
  const orderId = useIdParam();
  const signedIn = useStoredUser() !== null;
  if (orderId === null) return <NotFoundRoute />;
  return (
    <FullscreenLayout title={t('order.title')}>
      <OrderPreview key={orderId} orderId={orderId} signedIn={signedIn} />
    </FullscreenLayout>
  );
}
