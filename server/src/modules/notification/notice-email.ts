/**
 * A notice as an SMS and as an e-mail, in the person's language (issue 27). The e-mail has a text
 * and an HTML part, a button to the page that acts on the notice, why it came and how to stop it,
 * and the headers of a one-click unsubscribe (RFC 8058) that stops e-mails of its topic only.
 */
import type { Language } from '@kimoshdi/shared';
import type { NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import { html } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { absoluteUrl, SETTINGS_PATH, unsubscribeUrl } from './notice-links';
import type { MessageText } from './render';

export function noticeSms(text: MessageText, pageUrl: string): string {
  return `${text.content} ${pageUrl}`;
}

export interface NoticeEmail {
  subject: string;
  body: string;
  html: string;
  headers: Record<string, string>;
}

export function noticeEmail(
  lang: Language,
  text: MessageText,
  notice: { pageUrl: string; userId: string; topic: NoticeTopic },
): NoticeEmail {
  const t = (key: string, values?: Record<string, string>) => translate(lang, `notices:${key}`, values);
  const why = t('email.why', { topic: t(`topics.${notice.topic}.title`) });
  const settingsUrl = absoluteUrl(SETTINGS_PATH);
  const unsubscribe = unsubscribeUrl(notice.userId, notice.topic);
  const body = [
    text.content,
    '',
    `${t('email.open')}: ${notice.pageUrl}`,
    '',
    '--',
    why,
    `${t('email.settings')}: ${settingsUrl}`,
    `${t('email.unsubscribe')}: ${unsubscribe}`,
  ].join('\n');
  const markup = html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${text.title}</title>
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
              <h1 style="margin:0 0 12px;font-size:20px">${text.title}</h1>
              <p style="margin:0 0 20px;font-size:16px;line-height:1.5">${text.content}</p>
              <a
                href="${notice.pageUrl}"
                style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px"
                >${t('email.open')}</a
              >
            </td>
          </tr>
          <tr>
            <td
              style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#52606d;line-height:1.5"
            >
              ${why}<br />
              <a href="${settingsUrl}" style="color:#52606d">${t('email.settings')}</a> ·
              <a href="${unsubscribe}" style="color:#52606d">${t('email.unsubscribe')}</a>
            </td>
          </tr>
        </table>
      </body>
    </html>`.toString();
  return {
    subject: text.title,
    body,
    html: markup,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
