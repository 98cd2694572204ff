import { attributes, html, type SafeHtml } from '../../../lib/html';
import { alert } from './fields';
import { layout } from './layout';
import type { PageContext } from './page-context';

/** A page that only tells something (an expired page, an error, a finished logout) and links home. */
export function messagePage(
  page: PageContext,
  { title, text, kind = 'notice' }: { title: string; text: string; kind?: 'error' | 'notice' },
): string {
  return layout(
    page,
    { title, languageLinks: false },
    html`${alert(kind, text)}
      <p>
        <a class="id-button id-button--link" href="${page.shopHome}">${page.t('action.back_to_shop')}</a>
      </p>`,
  );
}

/**
 * The provider's logout confirmation. `form` is the provider's own (hidden xsrf field, id
 * op.logoutForm). When the shop asked for the logout (its id_token_hint named it), the "yes"
 * button carries data-auto-click and id.js presses it at once: the shop has already asked "are
 * you sure?". Without JavaScript the person presses it.
 */
export function logoutPage(
  page: PageContext,
  { form, autoSubmit }: { form: SafeHtml; autoSubmit: boolean },
): string {
  const { t } = page;
  return layout(
    page,
    { title: t('title.logout'), languageLinks: false },
    html`<p class="id-intro">${t('logout.question')}</p>
      ${form}
      <div class="id-actions">
        <button
          class="id-button"
          type="submit"
          form="op.logoutForm"
          name="logout"
          value="yes"
          ${attributes({ 'data-auto-click': autoSubmit })}
        >
          ${t('action.logout')}
        </button>
        <button class="id-button id-button--secondary" type="submit" form="op.logoutForm">
          ${t('action.stay')}
        </button>
      </div>`,
  );
}
