import { LANGUAGES, type Language } from '@kimoshdi/shared';
import { html, type SafeHtml } from '../../../lib/html';
import type { PageContext } from './page-context';

/** Each language named in itself, so a reader finds theirs whatever the page is in now. */
const LANGUAGE_NAMES: Record<Language, string> = {
  uz: "O'zbekcha",
  'uz-Cyrl': 'Ўзбекча',
  ru: 'Русский',
  en: 'English',
};

export interface LayoutOptions {
  title: string;
  /** Links that switch the language of this same page (`?lang=`); off where the query matters. */
  languageLinks?: boolean;
}

/**
 * The frame of every Kimoshdi ID page: the test-mode banner, the brand, the language links and
 * one white card. No inline script or style (the site's CSP forbids them): /static/id/id.css
 * styles it, and /static/id/id.js only adds conveniences (countdowns), never a required step.
 */
export function layout(
  page: PageContext,
  { title, languageLinks = true }: LayoutOptions,
  body: SafeHtml,
): string {
  const links = LANGUAGES.map((lang) =>
    lang === page.lang
      ? html`<span class="id-lang id-lang--current" lang="${lang}" aria-current="true"
          >${LANGUAGE_NAMES[lang]}</span
        >`
      : html`<a class="id-lang" href="?lang=${lang}" hreflang="${lang}" lang="${lang}"
          >${LANGUAGE_NAMES[lang]}</a
        >`,
  );
  return html`<!doctype html>
    <html lang="${page.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${page.t('brand')}</title>
        <link rel="stylesheet" href="/static/id/id.css" />
        <script src="/static/id/id.js" defer></script>
      </head>
      <body class="id-body">
        <p class="id-banner" role="note">${page.t('test_mode')}</p>
        <header class="id-header">
          <a class="id-brand" href="${page.shopHome}">Kimoshdi <span class="id-brand__mark">ID</span></a>
          ${languageLinks ? html`<nav class="id-langs" aria-label="${page.t('languages')}">${links}</nav>` : null}
        </header>
        <main class="id-main">
          <section class="id-card">
            <h1 class="id-title">${title}</h1>
            ${body}
          </section>
        </main>
        <footer class="id-footer">${page.t('footer')}</footer>
      </body>
    </html> `.value;
}
