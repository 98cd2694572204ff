import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { paths } from '../../../config/paths';
import { useDynamicList } from '../hooks/use-dynamic-list';

/** The news, newest first: date and title, each opening its page. */
export function NewsList() {
  const { t } = useTranslation('content');
  const { data, error, retry } = useDynamicList();
  if (error)
    return (
      <LoadFailed message={t('content:page.loadFailed')} retry={t('content:page.retry')} onRetry={retry} />
    );
  if (!data) return <div className="news-list news-list--loading" aria-busy="true" />;
  if (data.news.length === 0) return <p className="muted">{t('content:news.empty')}</p>;
  return (
    <ul className="news-list">
      {data.news.map((item) => (
        <li key={item.slug} className="news-list__item">
          <time className="news-list__date muted" dateTime={item.published_at}>
            {formatTashkentDateTime(new Date(item.published_at)).slice(0, 10)}
          </time>
          <Link className="news-list__title" to={paths.newsItem(item.slug)} lang={item.lang}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
