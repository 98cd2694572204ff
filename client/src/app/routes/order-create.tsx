import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { usePageTitle } from '../../components/ui/page-title';
import { useProfileStore } from '../../features/cabinet/stores/profile-store';
import { OrderFiles } from '../../features/order-files';
import { OrderWizard } from '../../features/orders';

/**
 * /order-create: in the main layout (navbar and footer) but outside the cabinet, like the other
 * pages of one task (the lot, the game); a signed-in customer only (RequireUser wraps it). The
 * photos and documents step embeds the order files.
 */
export function OrderCreateRoute() {
  const { t } = useTranslation('orders');
  usePageTitle(t('create.title'));
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);
  useEffect(() => {
    if (!profile) void load();
  }, [profile, load]);

  let body;
  if (failed && !profile) body = <p className="form-alert">{t('create.loadFailed')}</p>;
  else if (!profile) body = <p className="muted">{t('create.loading')}</p>;
  else if (!canSell(profile.role)) {
    body = (
      <p className="form-alert" role="alert">
        {t('create.roleRequired')}
      </p>
    );
  } else {
    body = (
      <OrderWizard renderFiles={(orderId, status) => <OrderFiles orderId={orderId} orderStatus={status} />} />
    );
  }
  return <div className="container page order-create">{body}</div>;
}
