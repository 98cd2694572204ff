import type { Language } from '@kimoshdi/shared';
import type { UnsubscribeKind } from '../../modules/notification';
import { html } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { SETTINGS_PATH, UNSUBSCRIBE_PATH } from '../../modules/notification';

type Step = { step: 'confirm'; token: string } | { step: 'done' } | { step: 'invalid' };

/**
 * The unsubscribe page in the person's language (the request's for an invalid link), styled by the
 * Kimoshdi ID pages' stylesheet: no inline script or style, as the site's CSP requires.
 */
export function unsubscribePage(target: { lang: Language; topic?: UnsubscribeKind }, step: Step): string {
  const t = (key: string, values?: Record<string, string>) =>
    translate(target.lang, `notices:${key}`, values);
  const topic =
    target.topic === 'digest'
      ? t('digestEmail.title')
      : target.topic
        ? t(`topics.${target.topic}.title`)
        : '';
  const body =
    step.step === 'confirm'
      ? html`<p class="id-intro">${t('unsubscribe.confirm', { topic })}</p>
          <form
            class="id-form"
            method="post"
            action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(step.token)}"
          >
            <button class="id-button" type="submit">${t('unsubscribe.button')}</button>
          </form>`
      : html`<p class="id-intro" role="status">
          ${step.step === 'done' ? t('unsubscribe.done', { topic }) : t('unsubscribe.invalid')}
        </p>`;
  return html`<!doctype html>
    <html lang="${target.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${t('unsubscribe.title')} · Kimoshdi</title>
        <link rel="stylesheet" href="/static/id/id.css" />
      </head>
      <body class="id-body">
        <header class="id-header"><a class="id-brand" href="/">Kimoshdi</a></header>
        <main class="id-main">
          <section class="id-card">
            <h1 class="id-title">${t('unsubscribe.title')}</h1>
            ${body}
            <p><a href="${SETTINGS_PATH}">${t('unsubscribe.settings')}</a></p>
          </section>
        </main>
      </body>
    </html>`.toString();
}
