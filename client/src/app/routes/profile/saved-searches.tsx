import { useTranslation } from 'react-i18next';
import { CabinetPage } from '../../../components/layouts/cabinet-page';
import { SavedSearchesPage } from '../../../features/lot-browse/components/saved-searches-page';

/** /profile/saved-searches: the lot list's filters the user keeps, and what they found. */
export function ProfileSavedSearchesRoute() {
  const { t } = useTranslation('catalogue');
  return (
    <CabinetPage title={t('savedSearches.title')}>
      <SavedSearchesPage />
    </CabinetPage>
  );
}
