import type { PageContent } from '@kimoshdi/shared';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { useTranslation } from 'react-i18next';
import { useContentLanguage } from '../hooks/use-content-language';
import { RenderedHtml } from './rendered-html';

/** A help page or news item: its title, when it changed, a note when shown in another language, the text. */
export function ContentArticle({ page }: { page: PageContent }) {
  const { t } = useTranslation('content');
  const lang = useContentLanguage();
  const updated = formatTashkentDateTime(new Date(page.updated_at)).slice(0, 10);
  return (
    <article className="content-article" lang={page.lang}>
      <h1 className="help-article__title">{page.title}</h1>
      <p className="content-article__meta muted">{t('content:page.updated', { date: updated })}</p>
      {page.lang !== lang && (
        <p className="content-article__fallback" lang={lang}>
          {t('content:page.fallback')}
        </p>
      )}
      <RenderedHtml html={page.html} />
    </article>
  );
}
