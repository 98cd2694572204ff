import type { Challenge } from '../../../lib/challenge';
import { challengeField } from './challenge';
import { alert, field } from './fields';
import { html } from '../../../lib/html';
import { layout } from './layout';
import type { PageContext } from './page-context';

export interface LoginPage {
  /** The interaction's path, /id/interaction/<uid>: the forms post below it. */
  base: string;
  login?: string;
  error?: string;
  notice?: string;
  /** The proof-of-work challenge, once the login has failed too often from strangers. */
  challenge?: Challenge;
}

export function loginPage(page: PageContext, { base, login, error, notice, challenge }: LoginPage): string {
  const { t } = page;
  return layout(
    page,
    { title: t('title.login') },
    html`<p class="id-intro">${t('intro.login')}</p>
      ${alert('error', error)}${alert('notice', notice)}
      <form class="id-form" method="post" action="${base}/login">
        ${field({
          name: 'login',
          label: t('field.login'),
          value: login ?? '',
          hint: t('field.login_hint'),
          autocomplete: 'username',
          autofocus: !login,
        })}
        ${field({ name: 'password', label: t('field.password'), type: 'password', autocomplete: 'current-password', autofocus: !!login })}
        ${challengeField(page, challenge)}
        <button class="id-button" type="submit">${t('action.login')}</button>
      </form>
      <p class="id-switch">${t('link.no_account')} <a href="${base}/register">${t('link.register')}</a></p>
      <p class="id-cancel"><a href="${base}/abort">${t('action.cancel')}</a></p>`,
  );
}
