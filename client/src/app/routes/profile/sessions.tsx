import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { SessionList } from '../../../features/cabinet/components/session-list';

/** /profile/sessions: where the account is signed in, and ending those sessions (issue 24). */
export function ProfileSessionsRoute() {
  const { t } = useTranslation('cabinet');
  return (
    <CabinetPage title={t('sessions.title')}>
      <p className="muted">{t('sessions.lead')}</p>
      <SessionList />
    </CabinetPage>
  );
}
