import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { PersonalInfo } from '../../../features/cabinet/components/personal-info';
import { useProfileStore } from '../../../features/cabinet/stores/profile-store';

/**
 * The cabinet layout loads the profile; this page shows it, and loads it again when the language
 * changes (the server words the address in the reader's language).
 */
export function ProfilePersonalInfoRoute() {
  const { t, i18n } = useTranslation('cabinet');
  const profile = useProfileStore((state) => state.profile);
  const failed = useProfileStore((state) => state.failed);
  const load = useProfileStore((state) => state.load);
  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    void load();
  }, [i18n.language, load]);
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
