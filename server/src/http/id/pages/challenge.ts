import type { Challenge } from '../../../lib/challenge';
import { html, type SafeHtml } from '../../../lib/html';
import type { PageContext } from './page-context';

/**
 * The proof-of-work challenge inside a form (issue 24): the signed challenge as data, the hidden
 * `altcha` field its solution goes into, and a status line. /static/id/id.js solves it in the
 * background (Web Crypto SHA-256) and keeps the form's submit button disabled until it is done, so
 * a person only sees "checking your browser" for a moment. Nothing when no challenge is due.
 */
export function challengeField(page: PageContext, challenge: Challenge | undefined): SafeHtml | null {
  if (!challenge) return null;
  const { t } = page;
  return html`<div
    class="id-challenge"
    data-altcha-challenge="${JSON.stringify(challenge)}"
    data-done-text="${t('challenge.done')}"
    data-failed-text="${t('challenge.failed')}"
  >
    <input type="hidden" name="altcha" value="" />
    <p class="id-hint id-challenge__status" role="status" aria-live="polite">${t('challenge.working')}</p>
  </div>`;
}
