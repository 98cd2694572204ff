/**
 * A notice as an SMS and as an e-mail, in the person's language (issue 27). The e-mail has a text
 * and an HTML part, a button to the page that acts on the notice, why it came and how to stop it,
 * and the headers of a one-click unsubscribe (RFC 8058) that stops e-mails of its topic only.
 */
import type { Language } from '@kimoshdi/shared';
import type { NoticeTopic } from '@kimoshdi/shared/domain/notification/topics';
import { html } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { emailFooter, emailFrame } from './email-frame';
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
  const markup = emailFrame(lang, {
    title: text.title,
    main: html`<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${text.content}</p>
      <a
        href="${notice.pageUrl}"
        style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#ffffff;text-decoration:none;border-radius:6px"
        >${t('email.open')}</a
      >`,
    footer: emailFooter(why, {
      settings: [t('email.settings'), settingsUrl],
      unsubscribe: [t('email.unsubscribe'), unsubscribe],
    }),
  });
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
