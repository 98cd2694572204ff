import { Outlet } from 'react-router';
import { Notifications } from '../../components/ui/notifications/notifications';
import { ProfileCompletionPrompt } from '../../features/cabinet/components/profile-completion-prompt';
import { ConsentDialogOnDemand } from '../../features/consent/components/consent-dialog-on-demand';
import { LogoutDialog } from '../../features/session/components/logout-dialog';
import { SessionExpiredDialog } from '../../features/session/components/session-expired-dialog';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { ScrollToTop } from './scroll-to-top';

/** Wraps every route, inside the layout or not: global dialogs and notifications live here. */
export function RootShell() {
  const user = useStoredUser();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <SessionExpiredDialog />
      <ConsentDialogOnDemand />
      <LogoutDialog />
      <ProfileCompletionPrompt user={user} />
      <Notifications />
    </>
  );
}
