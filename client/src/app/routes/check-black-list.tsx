import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { BlackListCheck } from '../../features/checks/components/black-list-check';

/** /check-black-list */
export function CheckBlackListRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('blackList.title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('blackList.title')}</h1>
      <p className="muted">{t('blackList.lead')}</p>
      <BlackListCheck />
    </div>
  );
}
