import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BanBanner } from '../../../features/bans/components/ban-banner';
import { useBansStore } from '../../../features/bans/stores/bans-store';
import { CabinetLayout } from '../../../features/cabinet/components/cabinet-layout';
import type { CabinetMenuItem } from '../../../features/cabinet/cabinet-menu';
import { useBalance } from '../../../features/session/hooks/use-balance';
import { useStoredUser } from '../../../features/session/hooks/use-stored-user';
import { ROUTES, paths } from '../../../config/paths';

/** The bans page joins the menu only for a user with entries (in force or past). */
const BANS_ITEM: CabinetMenuItem = { kind: 'link', to: paths.profileBans, labelKey: 'menu.bans' };

/**
 * /profile/*: the cabinet around its pages (RequireUser has already asked guests to sign in), with the
 * notice of a standing bar above every page, which links to its explanation.
 */
export function ProfileLayoutRoute() {
  const user = useStoredUser();
  const balance = useBalance(true);
  const bans = useBansStore((state) => state.answer);
  const loadBans = useBansStore((state) => state.load);
  // The bans page states the bar itself; the notice would only repeat it there.
  const onBansPage = useLocation().pathname === ROUTES.profileBans;
  useEffect(() => {
    void loadBans();
  }, [loadBans]);
  return (
    <CabinetLayout
      name={user?.name ?? ''}
      balance={balance}
      notice={onBansPage ? null : <BanBanner standing={bans?.standing ?? null} />}
      extraMenuItems={bans && bans.items.length > 0 ? [BANS_ITEM] : undefined}
    >
      <Outlet />
    </CabinetLayout>
  );
}
