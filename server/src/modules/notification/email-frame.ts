/**
 * The frame every notice e-mail's HTML part shares (issue 27): the brand, the title, the part's
 * own content and a footer (why it came, the settings, the unsubscribe link). Inline styles and
 * a presentation table, as mail clients need; no images.
 */
import type { Language } from '@kimoshdi/shared';
import { html, type SafeHtml } from '../../lib/html';

export function emailFrame(
  lang: Language,
  parts: { title: string; main: SafeHtml; footer: SafeHtml },
): string {
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${parts.title}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933"
      >
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px"
        >
          <tr>
            <td style="padding:24px">
              <p style="margin:0 0 16px;font-weight:bold;color:#0b6e4f">Kimoshdi</p>
              <h1 style="margin:0 0 12px;font-size:20px">${parts.title}</h1>
              ${parts.main}
            </td>
          </tr>
          <tr>
            <td
              style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#52606d;line-height:1.5"
            >
              ${parts.footer}
            </td>
          </tr>
        </table>
      </body>
    </html>`.toString();
}

/** The footer's links: the settings and the unsubscribe link. */
export function emailFooter(
  why: string,
  links: { settings: [string, string]; unsubscribe: [string, string] },
): SafeHtml {
  const [settingsLabel, settingsUrl] = links.settings;
  const [unsubscribeLabel, unsubscribeUrl] = links.unsubscribe;
  return html`${why}<br />
    <a href="${settingsUrl}" style="color:#52606d">${settingsLabel}</a> ·
    <a href="${unsubscribeUrl}" style="color:#52606d">${unsubscribeLabel}</a>`;
}
