import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../features/cabinet/components/cabinet-page';
import { PersonalInfo } from '../../../features/cabinet/components/personal-info';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';

/** The cabinet layout loads the profile; this page shows it. */
export function ProfilePersonalInfoRoute() {
  const { t } = useTranslation('cabinet');
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);
  return (
    <CabinetPage title={t('personalInfo.title')}>
      {profile ? (
        <PersonalInfo profile={profile} />
      ) : failed ? (
        <div className="form-alert" role="alert">
          <p>{t('list.loadFailed')}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void load()}>
            {t('list.retry')}
          </button>
        </div>
      ) : (
        <p className="muted" role="status">
          {t('list.loading')}
        </p>
      )}
    </CabinetPage>
  );
}
