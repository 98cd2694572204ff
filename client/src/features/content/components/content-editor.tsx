import type { ContentHistory, ContentKind } from '@kimoshdi/shared';
import { LANGUAGES, type Language } from '@kimoshdi/shared/i18n/languages';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormNotice } from '../../../components/ui/form-notice';
import { LoadFailed } from '../../../components/ui/load-failed';
import { paths } from '../../../config/paths';
import { useOperatorAction } from '../../../hooks/use-operator-action';
import { useReloadableLoad } from '../../../hooks/use-reloadable-load';
import { getContentHistory, restoreContentVersion, saveContentVersion } from '../api/content-api';
import { forgetContent } from '../content-cache';
import { usePreview } from '../hooks/use-preview';
import { LANGUAGE_NAMES } from '../language-names';
import { RenderedHtml } from './rendered-html';
import { VersionHistory } from './version-history';

interface ContentEditorProps {
  kind: ContentKind;
  slug: string;
  lang: Language;
  onLangChange(lang: Language): void;
  /** After a publish or restore: the page lists refresh their titles. */
  onPublished?(): void;
}

/**
 * One page in one language: the four languages as tabs, the title, the Markdown with the server's
 * preview beside it (below it on a phone), Publish, and the version history with Restore.
 */
export function ContentEditor({ kind, slug, lang, onLangChange, onPublished }: ContentEditorProps) {
  const { t } = useTranslation('content');
  const [history, setHistory] = useState<ContentHistory | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const { busy, notice, clearNotice, run } = useOperatorAction();
  const ids = useId();
  const preview = usePreview(body);
  const shown = (answer: ContentHistory) => {
    setHistory(answer);
    setTitle(answer.current?.title ?? '');
    setBody(answer.current?.body ?? '');
  };
  const { failed, reload } = useReloadableLoad(`${slug}/${lang}`, () => getContentHistory(slug, lang), shown);

  const loaded = history?.slug === slug && history.lang === lang ? history : null;
  const dirty =
    loaded !== null && (title !== (loaded.current?.title ?? '') || body !== (loaded.current?.body ?? ''));

  const switchLang = (next: Language) => {
    if (next === lang) return;
    if (dirty && !window.confirm(t('content:editor.confirmLeave'))) return;
    clearNotice();
    onLangChange(next);
  };

  const publishWith = (action: () => Promise<ContentHistory>, done: (answer: ContentHistory) => string) =>
    run(async () => {
      const answer = await action();
      shown(answer);
      forgetContent();
      onPublished?.();
      return done(answer);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const before = loaded?.versions[0]?.id;
    void publishWith(
      () => saveContentVersion(slug, { lang, title: title.trim(), body }),
      (answer) =>
        answer.versions[0]?.id === before ? t('content:editor.unchanged') : t('content:editor.published'),
    );
  };

  const onRestore = (id: number) =>
    void publishWith(
      () => restoreContentVersion(slug, id),
      () => t('content:editor.restored', { id }),
    );

  const viewHref = kind === 'help' ? paths.info(slug) : paths.newsItem(slug);

  return (
    <div className="content-editor">
      <div
        className="tabs content-editor__languages"
        role="tablist"
        aria-label={t('content:editor.language')}
      >
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={language === lang}
            onClick={() => switchLang(language)}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
      {failed ? (
        <LoadFailed message={t('content:page.loadFailed')} retry={t('content:page.retry')} onRetry={reload} />
      ) : !loaded ? (
        <p className="muted" role="status" aria-busy="true">
          …
        </p>
      ) : (
        <form className="content-editor__form" onSubmit={onSubmit} lang={lang}>
          {!loaded.current && <p className="form-alert">{t('content:editor.noText')}</p>}
          <div className="field">
            <label htmlFor={`${ids}-title`}>{t('content:editor.title')}</label>
            <input
              id={`${ids}-title`}
              value={title}
              maxLength={200}
              required
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
          <div className="content-editor__panes">
            <div className="field content-editor__source">
              <label htmlFor={`${ids}-body`}>{t('content:editor.body')}</label>
              <textarea
                id={`${ids}-body`}
                value={body}
                rows={18}
                maxLength={60_000}
                aria-describedby={`${ids}-hint`}
                onChange={(event) => setBody(event.target.value)}
              />
              <p id={`${ids}-hint`} className="field__hint">
                {t('content:editor.bodyHint')}
              </p>
            </div>
            <section className="content-editor__preview" aria-label={t('content:editor.preview')}>
              <h2 className="content-editor__preview-title">{t('content:editor.preview')}</h2>
              <h3 className="content-editor__preview-heading">{title}</h3>
              {preview.html !== null ? (
                <RenderedHtml html={preview.html} className="content-editor__preview-body" />
              ) : (
                <p className="muted">{t('content:editor.previewEmpty')}</p>
              )}
            </section>
          </div>
          <FormNotice notice={notice} />
          <div className="content-editor__actions">
            <button type="submit" className="button button--primary" disabled={busy || !title.trim()}>
              {t('content:editor.publish')}
            </button>
            <Link className="button button--ghost" to={viewHref}>
              {t('content:editor.view')}
            </Link>
          </div>
        </form>
      )}
      {loaded && loaded.versions.length > 0 && (
        <VersionHistory versions={loaded.versions} busy={busy} onRestore={onRestore} />
      )}
    </div>
  );
}
