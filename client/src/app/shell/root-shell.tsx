import { Outlet } from 'react-router';
import { Notifications } from '../../components/ui/notifications/notifications';
import { LogoutDialog } from '../../features/session/components/logout-dialog';
import { SessionExpiredDialog } from '../../features/session/components/session-expired-dialog';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every route, inside the layout or not: global dialogs and notifications live here. */
export function RootShell() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <SessionExpiredDialog />
      <LogoutDialog />
      <Notifications />
    </>
  );
}
