import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { NoticeSettingsPanel } from '../../../features/notice-settings/components/notice-settings-panel';

/** /profile/notifications: which notices also come by SMS, by e-mail and to Telegram, per topic (issue 27). */
export function ProfileNotificationsRoute() {
  const { t } = useTranslation('notices');
  return (
    <CabinetPage title={t('page.title')}>
      <p className="muted">{t('page.lead')}</p>
      <NoticeSettingsPanel />
    </CabinetPage>
  );
}
