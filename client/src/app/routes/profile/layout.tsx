import { Outlet } from 'react-router';
import { CabinetLayout } from '../../../features/cabinet/components/cabinet-layout';
import { useBalance } from '../../../features/session/hooks/use-balance';
import { useStoredUser } from '../../../features/session/hooks/use-stored-user';

/** /profile/*: the cabinet around its pages (RequireUser has already sent guests away). */
export function ProfileLayoutRoute() {
  const user = useStoredUser();
  const balance = useBalance(true);
  return (
    <CabinetLayout name={user?.name ?? ''} balance={balance}>
      <Outlet />
    </CabinetLayout>
  );
}
