/**
 * The saved searches' digest as an e-mail (issue 27): every new lot with its number, name and
 * starting price, linked to its page; a text and an HTML part, why it came, the settings, and a
 * one-click unsubscribe (RFC 8058) that turns the digest off.
 */
import type { Language } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { html } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { absoluteUrl, SETTINGS_PATH, unsubscribeUrl } from '../notification';
import type { DigestLot } from './digest.repository';

const lotPath = (lotId: number) => `/lot-view/${lotId}`;

function nameIn(lang: Language, lot: DigestLot): string {
  const names: Record<Language, string> = {
    uz: lot.name_uz,
    ru: lot.name_ru,
    'uz-Cyrl': lot.name_uz_cyrl,
    en: lot.name_en,
  };
  return names[lang] || lot.name_uz;
}

export function digestEmail(
  lang: Language,
  userId: string,
  lots: readonly DigestLot[],
): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(lang, `notices:digestEmail.${key}`, values);
  const items = lots.map((lot) => ({
    url: absoluteUrl(lotPath(lot.id)),
    title: t('lot', { lot: lot.lot_number, name: nameIn(lang, lot) }),
    price: t('price', { price: formatTiyin(lot.start_price, { currency: true }) }),
  }));
  const settingsUrl = absoluteUrl(SETTINGS_PATH);
  const unsubscribe = unsubscribeUrl(userId, 'digest');
  const subject = t('subject', { count: String(lots.length) });
  const text = [
    t('lead'),
    '',
    ...items.flatMap((item) => [item.title, `${item.price}`, item.url, '']),
    '--',
    t('why'),
    `${translate(lang, 'notices:email.settings')}: ${settingsUrl}`,
    `${t('unsubscribe')}: ${unsubscribe}`,
  ].join('\n');
  const markup = html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
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
              <h1 style="margin:0 0 12px;font-size:20px">${subject}</h1>
              <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${t('lead')}</p>
              ${items.map(
                (item) =>
                  html`<p style="margin:0 0 14px;font-size:15px;line-height:1.4">
                    <a href="${item.url}" style="color:#0b6e4f;font-weight:bold">${item.title}</a><br />
                    <span style="color:#52606d">${item.price}</span>
                  </p>`,
              )}
            </td>
          </tr>
          <tr>
            <td
              style="padding:16px 24px;border-top:1px solid #e4e7eb;font-size:12px;color:#52606d;line-height:1.5"
            >
              ${t('why')}<br />
              <a href="${settingsUrl}" style="color:#52606d">${translate(lang, 'notices:email.settings')}</a>
              ·
              <a href="${unsubscribe}" style="color:#52606d">${t('unsubscribe')}</a>
            </td>
          </tr>
        </table>
      </body>
    </html>`.toString();
  return {
    subject,
    text,
    html: markup,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
