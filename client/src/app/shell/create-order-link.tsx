import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { canSell } from '@kimoshdi/shared/domain/user/roles';
import { useProfileStore } from '../../features/cabinet/stores/profile-store';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { paths } from '../../config/paths';

/**
 * "Create an order" in the main menu, for a signed-in customer (docs/product.md section 6: the
 * customer's menu creates orders). The role comes from the profile, loaded once per visit.
 */
export function CreateOrderLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);
  useEffect(() => {
    if (user && !profile && !failed) void load();
  }, [user, profile, failed, load]);
  if (!user || !profile || !canSell(profile.role)) return null;
  return (
    <li>
      <NavLink className={className} to={paths.orderCreate()} data-testid="nav-create-order">
        {t('nav.createOrder')}
      </NavLink>
    </li>
  );
}
