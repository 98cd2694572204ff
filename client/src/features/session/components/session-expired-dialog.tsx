import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useSessionExpiredDialog } from '../stores/session-expired-store';
import { useUserStore } from '../../../lib/user-store';

/** Mounted once for the whole app; any 401 from the api-client opens it. */
export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useSessionExpiredDialog((state) => state.open);
  const hide = useSessionExpiredDialog((state) => state.hide);
  const clearUser = useUserStore((state) => state.clear);

  const confirm = () => {
    clearUser();
    hide();
    void navigate('/home');
  };

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('dialogs.sessionExpired.title')}
      onClose={hide}
      actions={
        <>
          <button type="button" className="button button--ghost" onClick={hide}>
            {t('dialogs.sessionExpired.close')}
          </button>
          <button type="button" className="button button--primary" onClick={confirm}>
            {t('dialogs.sessionExpired.confirm')}
          </button>
        </>
      }
    >
      <p>{t('dialogs.sessionExpired.message')}</p>
    </Dialog>
  );
}
