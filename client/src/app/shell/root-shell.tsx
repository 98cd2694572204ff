import { Outlet } from 'react-router';
import { Notifications } from '../../components/ui/notifications/notifications';
import { ConsentDialogOnDemand } from '../../features/consent/components/consent-dialog-on-demand';
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
      <ConsentDialogOnDemand />
      <LogoutDialog />
      <Notifications />
    </>
  );
}
