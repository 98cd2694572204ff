import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import { ContentPage, NewsList } from '../../features/content';
import { NotFoundRoute } from './not-found';

/** /news: the operator's news, newest first. */
export function NewsRoute() {
  const { t } = useTranslation('content');
  usePageTitle(t('content:news.title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('content:news.title')}</h1>
      <p className="lead">{t('content:news.lead')}</p>
      <NewsList />
    </div>
  );
}

/** /news/{slug}: one news item; a link back to all of them. */
export function NewsItemRoute() {
  const { t } = useTranslation('content');
  const { slug = '' } = useParams();
  return (
    <>
      <ContentPage key={slug} slug={slug} notFound={<NotFoundRoute />} />
      <p className="container page--narrow news-back">
        <Link to={paths.news}>{t('content:news.all')}</Link>
      </p>
    </>
  );
}
