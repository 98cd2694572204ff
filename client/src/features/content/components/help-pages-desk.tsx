import type { OperatorContentPage } from '@kimoshdi/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useReloadableLoad } from '../../../hooks/use-reloadable-load';
import { getOperatorPages } from '../api/content-api';
import { useEditorParams } from '../hooks/use-editor-params';
import { ContentEditor } from './content-editor';

/** The operator's help pages: pick one of the six, then edit it language by language. */
export function HelpPagesDesk() {
  const { t } = useTranslation('content');
  const [pages, setPages] = useState<OperatorContentPage[] | null>(null);
  const { failed, reload } = useReloadableLoad('help', () => getOperatorPages('help'), setPages);
  const { slug, lang, select } = useEditorParams(pages?.[0]?.slug);
  const selectId = useId();

  if (failed)
    return (
      <LoadFailed message={t('content:page.loadFailed')} retry={t('content:page.retry')} onRetry={reload} />
    );
  if (!pages || !slug) return <p className="muted" role="status" aria-busy="true" />;
  const titleOf = (page: OperatorContentPage) =>
    page.languages.find((language) => language.lang === lang)?.title ?? page.languages[0]?.title ?? page.slug;
  return (
    <>
      <div className="field content-desk__picker">
        <label htmlFor={selectId}>{t('content:editor.page')}</label>
        <select id={selectId} value={slug} onChange={(event) => select({ slug: event.target.value })}>
          {pages.map((page) => (
            <option key={page.slug} value={page.slug}>
              {titleOf(page)} (/info/{page.slug})
            </option>
          ))}
        </select>
      </div>
      <ContentEditor
        key={slug}
        kind="help"
        slug={slug}
        lang={lang}
        onLangChange={(next) => select({ lang: next })}
        onPublished={reload}
      />
    </>
  );
}
