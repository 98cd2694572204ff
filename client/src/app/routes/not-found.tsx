import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="container page page--center">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button button--primary" to={paths.home}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
