import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { LOGIN_URL } from '../../../config/site';
import { useSessionExpiredDialog } from '../stores/session-expired-store';
import { useUserStore } from '../../../lib/user-store';

/**
 * Mounted once for the whole app; any 401 from the api-client opens it. The session is gone, so
 * both ways out forget the stored user (the header shows a guest); "Sign in" goes through the
 * identity site and back to the page the person was on, "Close" stays a guest, and the dialog does
 * not come back on the next call (issue 24).
 */
export function SessionExpiredDialog() {
  const { t, i18n } = useTranslation();
  const open = useSessionExpiredDialog((state) => state.open);
  const returnTo = useSessionExpiredDialog((state) => state.returnTo);
  const dismiss = useSessionExpiredDialog((state) => state.dismiss);
  const clearUser = useUserStore((state) => state.clear);
  const signInHref = `${LOGIN_URL}?${new URLSearchParams({ return_to: returnTo, lang: i18n.language }).toString()}`;

  const close = () => {
    clearUser();
    dismiss();
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('dialogs.sessionExpired.title')}
      onClose={close}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={close}>
            {t('dialogs.sessionExpired.close')}
          </button>
          <a className="button button--primary" href={signInHref} onClick={() => clearUser()}>
            {t('dialogs.sessionExpired.signIn')}
          </a>
        </>
      }
    >
      <p>{t('dialogs.sessionExpired.message')}</p>
    </Dialog>
  );
}
