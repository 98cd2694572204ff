import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { logout } from '../api/logout';
import { useLogoutDialog } from '../stores/logout-dialog-store';
import { useUserStore } from '../../../lib/user-store';
import { ROUTES, paths } from '../../../config/paths';
import { forgetPersonOnThisBrowser } from '../../../lib/service-worker';

/**
 * Logout confirmation (docs/product.md section 4): yes ends the session on the server, removes the stored
 * user and goes to /home (through the identity site's sign-out when it has one), or reloads /home
 * when already there so every piece of signed-in state starts afresh.
 */
export function LogoutDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = useLogoutDialog((state) => state.open);
  const hide = useLogoutDialog((state) => state.hide);
  const clearUser = useUserStore((state) => state.clear);

  const confirm = async () => {
    // Signing out on a shared computer leaves nothing of the person here: no pushes, no kept pages.
    // First, while the session still stands: a page that goes on asking in the meantime (it may
    // take up to a second) is answered, not refused with a 401 for a session already ended.
    await forgetPersonOnThisBrowser();
    // The stored user goes whatever the server says: the person asked to leave.
    const answer = await logout().catch(() => undefined);
    clearUser();
    hide();
    // The identity site's sign-out (an absolute address) ends its session and comes back to /home.
    if (answer && /^https?:\/\//.test(answer.redirect_url)) window.location.assign(answer.redirect_url);
    else if (pathname === ROUTES.home) window.location.reload();
    else void navigate(paths.home);
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('dialogs.logout.title')}
      onClose={hide}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={hide}>
            {t('dialogs.no')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void confirm()}>
            {t('dialogs.yes')}
          </button>
        </>
      }
    >
      <p>{t('dialogs.logout.message')}</p>
    </Dialog>
  );
}
