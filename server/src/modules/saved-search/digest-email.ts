/**
 * The saved searches' digest as an e-mail (issue 27): every new lot with its number, name and
 * starting price, linked to its page; a text and an HTML part, why it came, the settings, and a
 * one-click unsubscribe (RFC 8058) that turns the digest off.
 */
import type { Language } from '@kimoshdi/shared';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { html } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { absoluteUrl, emailFooter, emailFrame, SETTINGS_PATH, unsubscribeUrl } from '../notification';
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
  const markup = emailFrame(lang, {
    title: subject,
    main: html`<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${t('lead')}</p>
      ${items.map(
        (item) =>
          html`<p style="margin:0 0 14px;font-size:15px;line-height:1.4">
            <a href="${item.url}" style="color:#0b6e4f;font-weight:bold">${item.title}</a><br />
            <span style="color:#52606d">${item.price}</span>
          </p>`,
      )}`,
    footer: emailFooter(t('why'), {
      settings: [translate(lang, 'notices:email.settings'), settingsUrl],
      unsubscribe: [t('unsubscribe'), unsubscribe],
    }),
  });
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
