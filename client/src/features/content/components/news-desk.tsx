import type { OperatorContentPage } from '@kimoshdi/shared';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useReloadableLoad } from '../../../hooks/use-reloadable-load';
import { isApiError } from '../../../lib/api-client';
import { createNews, getOperatorPages } from '../api/content-api';
import { useEditorParams } from '../hooks/use-editor-params';
import { LANGUAGE_NAMES } from '../language-names';
import { ContentEditor } from './content-editor';

/** The operator's news: a new item by its address, the items newest first, and the editor of one. */
export function NewsDesk() {
  const { t } = useTranslation('content');
  const [pages, setPages] = useState<OperatorContentPage[] | null>(null);
  const { failed, reload } = useReloadableLoad('news', () => getOperatorPages('news'), setPages);
  const [newSlug, setNewSlug] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const { slug, lang, select } = useEditorParams(undefined);
  const ids = useId();

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setCreateError(null);
    try {
      const page = await createNews(newSlug.trim());
      setNewSlug('');
      reload();
      select({ slug: page.slug });
    } catch (error) {
      setCreateError(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <>
      <form className="content-desk__create" onSubmit={(event) => void onCreate(event)}>
        <div className={createError ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${ids}-slug`}>{t('content:editor.newSlug')}</label>
          <input
            id={`${ids}-slug`}
            value={newSlug}
            required
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-describedby={`${ids}-slug-hint`}
            onChange={(event) => setNewSlug(event.target.value.toLowerCase())}
          />
          <p id={`${ids}-slug-hint`} className="field__hint">
            {t('content:editor.newSlugHint')}
          </p>
          {createError && (
            <p className="field__error" role="alert">
              {createError}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary">
          {t('content:editor.create')}
        </button>
      </form>
      {failed ? (
        <LoadFailed message={t('content:page.loadFailed')} retry={t('content:page.retry')} onRetry={reload} />
      ) : !pages ? (
        <p className="muted" role="status" aria-busy="true" />
      ) : pages.length === 0 ? (
        <p className="muted">{t('content:editor.noNews')}</p>
      ) : (
        <ul className="content-desk__list">
          {pages.map((page) => (
            <li
              key={page.slug}
              className={
                page.slug === slug ? 'content-desk__item content-desk__item--open' : 'content-desk__item'
              }
            >
              <div>
                <strong>
                  {page.languages.find((language) => language.lang === lang)?.title ??
                    page.languages[0]?.title ??
                    page.slug}
                </strong>
                <div className="muted">
                  /news/{page.slug} · {formatTashkentDateTime(new Date(page.created_at)).slice(0, 10)} ·{' '}
                  {t('content:editor.languagesDone', {
                    list: page.languages.map((language) => LANGUAGE_NAMES[language.lang]).join(', ') || '—',
                  })}
                </div>
              </div>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-pressed={page.slug === slug}
                onClick={() => select({ slug: page.slug })}
              >
                {t('content:editor.open')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {slug && pages?.some((page) => page.slug === slug) && (
        <ContentEditor
          key={slug}
          kind="news"
          slug={slug}
          lang={lang}
          onLangChange={(next) => select({ lang: next })}
          onPublished={reload}
        />
      )}
    </>
  );
}
