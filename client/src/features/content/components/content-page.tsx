import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { LoadFailed } from '../../../components/ui/load-failed';
import { usePageTitle } from '../../../components/ui/page-title';
import { usePageContent } from '../hooks/use-page-content';
import { ContentArticle } from './content-article';

interface ContentPageProps {
  slug: string;
  /** What to show when the store has no such page (the app's not-found page). */
  notFound: React.ReactNode;
}

/**
 * A page of the content store in the reader's language. While it loads, the frame keeps the
 * height of a short article so the footer does not jump under the reader's eyes.
 */
export function ContentPage({ slug, notFound }: ContentPageProps) {
  const { t } = useTranslation('content');
  const { data, error, retry } = usePageContent(slug);
  usePageTitle(data?.title);
  if (isApiError(error) && error.status === 404) return <>{notFound}</>;
  return (
    <div className="container page page--narrow content-page" aria-busy={!data && !error}>
      {data ? (
        <ContentArticle page={data} />
      ) : error ? (
        <LoadFailed message={t('content:page.loadFailed')} retry={t('content:page.retry')} onRetry={retry} />
      ) : null}
    </div>
  );
}
