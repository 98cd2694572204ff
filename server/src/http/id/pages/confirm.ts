import { formatPhone } from '@kimoshdi/shared/domain/identity/login';
import { CODE_RULES } from '../../../modules/codes';
import type { PendingCode } from '../../../modules/identity';
import type { Challenge } from '../../../lib/challenge';
import { challengeField } from './challenge';
import { alert, field } from './fields';
import { html } from '../../../lib/html';
import { layout } from './layout';
import type { PageContext } from './page-context';

export interface ConfirmPage {
  base: string;
  pending: PendingCode;
  error?: string;
  notice?: string;
  /** The proof-of-work challenge of the resend form, when this address's next code needs one. */
  challenge?: Challenge;
}

/**
 * The code page. The resend button carries the seconds until it is useful (data-resend-in); id.js
 * counts down to it and keeps the button disabled meanwhile. Without JavaScript the button works
 * and the server answers "too early" with the seconds left.
 */
export function confirmPage(
  page: PageContext,
  { base, pending, error, notice, challenge }: ConfirmPage,
): string {
  const { t } = page;
  const sent = t(pending.channel === 'sms' ? 'confirm.sent_sms' : 'confirm.sent_email', {
    destination: pending.channel === 'sms' ? formatPhone(pending.destination) : pending.destination,
  });
  const wait =
    pending.resendInSeconds > 0
      ? html`<p class="id-hint" data-countdown-for="resend" data-done-text="${t('confirm.resend_now')}">
          ${t('confirm.resend_in', { seconds: pending.resendInSeconds })}
        </p>`
      : html`<p class="id-hint">${t('confirm.resend_now')}</p>`;
  return layout(
    page,
    { title: t('title.confirm') },
    html`<p class="id-intro">
        ${sent} ${t('confirm.valid_for', { minutes: Math.round(CODE_RULES.ttlSeconds / 60) })}
      </p>
      ${alert('error', error)}${alert('notice', notice)}
      <form class="id-form" method="post" action="${base}/confirm">
        ${field({
          name: 'code',
          label: t('field.code'),
          inputmode: 'numeric',
          autocomplete: 'one-time-code',
          maxlength: CODE_RULES.length,
          pattern: '[0-9]{6}',
          autofocus: true,
        })}
        <button class="id-button" type="submit">${t('action.confirm')}</button>
      </form>
      <form class="id-form id-form--secondary" method="post" action="${base}/resend">
        ${wait} ${challengeField(page, challenge)}
        <button
          class="id-button id-button--secondary"
          type="submit"
          id="resend"
          data-resend-in="${pending.resendInSeconds}"
        >
          ${t('action.resend')}
        </button>
      </form>
      <p class="id-switch"><a href="${base}/register">${t('link.change_details')}</a></p>
      <p class="id-cancel"><a href="${base}/abort">${t('action.cancel')}</a></p>`,
  );
}
