import { html, type SafeHtml } from '../../lib/html';

/**
 * A page of /dev (the outbox, the Telegram app's and the push service's stand-ins): the identity
 * site's styles, a banner saying what it stands in for, and one card.
 */
export function devPage({
  title,
  banner,
  heading,
  content,
  cardClass = '',
}: {
  title: string;
  banner: SafeHtml | string;
  heading: SafeHtml | string;
  content: SafeHtml | readonly SafeHtml[] | null;
  cardClass?: string;
}): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Kimoshdi</title>
        <link rel="stylesheet" href="/static/id/id.css" />
      </head>
      <body class="id-body">
        <p class="id-banner" role="note">${banner}</p>
        <main class="id-main">
          <section class="id-card ${cardClass}">
            <h1 class="id-title">${heading}</h1>
            ${content}
          </section>
        </main>
      </body>
    </html>`.value;
}
