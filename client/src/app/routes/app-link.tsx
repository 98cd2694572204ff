import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { AppInfo } from '../../features/mobile-app/components/app-info';

export function AppLinkRoute() {
  const { t } = useTranslation();
  usePageTitle(t('app-link:appLink.title'));
  return (
    <div className="container page page--narrow">
      <AppInfo />
    </div>
  );
}
