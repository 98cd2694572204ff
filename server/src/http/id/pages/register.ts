import type { Challenge } from '../../../lib/challenge';
import { challengeField } from './challenge';
import { attributes, html } from '../../../lib/html';
import { alert, field } from './fields';
import { layout } from './layout';
import type { PageContext } from './page-context';

export const REGISTER_FIELDS = [
  'login',
  'full_name',
  'tax_id',
  'role',
  'password',
  'password_repeat',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const ROLES = ['buyer', 'customer', 'both'] as const;

export interface RegisterPage {
  base: string;
  /** What was typed (passwords are never sent back). */
  values: Partial<Record<RegisterField, string>>;
  errors: Partial<Record<RegisterField, string>>;
  /** A problem that belongs to no one field (a limit, a failure). */
  error?: string;
  /** The proof-of-work challenge, when this address's next code needs one. */
  challenge?: Challenge;
}

export function registerPage(
  page: PageContext,
  { base, values, errors, error, challenge }: RegisterPage,
): string {
  const { t } = page;
  const role = values.role && (ROLES as readonly string[]).includes(values.role) ? values.role : 'buyer';
  const roleOptions = ROLES.map(
    (value) =>
      html`<label class="id-choice"
        ><input type="radio" name="role" value="${value}" ${attributes({ checked: value === role })} />
        <span>${t(`role.${value}`)}</span></label
      >`,
  );
  return layout(
    page,
    { title: t('title.register') },
    html`<p class="id-intro">${t('intro.register')}</p>
      ${alert('error', error)}
      <form class="id-form" method="post" action="${base}/register">
        ${field({
          name: 'login',
          label: t('field.login'),
          value: values.login ?? '',
          hint: t('field.login_hint'),
          error: errors.login,
          autocomplete: 'username',
          autofocus: true,
        })}
        ${field({ name: 'full_name', label: t('field.full_name'), value: values.full_name ?? '', error: errors.full_name, autocomplete: 'name' })}
        ${field({
          name: 'tax_id',
          label: t('field.tax_id'),
          value: values.tax_id ?? '',
          hint: t('field.tax_id_hint'),
          error: errors.tax_id,
          inputmode: 'numeric',
          autocomplete: 'off',
          maxlength: 20,
        })}
        <fieldset class="id-field id-fieldset${errors.role ? ' id-field--invalid' : ''}">
          <legend class="id-label">${t('field.role')}</legend>
          ${roleOptions} ${errors.role ? html`<p class="id-error">${errors.role}</p>` : null}
        </fieldset>
        ${field({
          name: 'password',
          label: t('field.password'),
          type: 'password',
          hint: t('field.password_hint'),
          error: errors.password,
          autocomplete: 'new-password',
        })}
        ${field({
          name: 'password_repeat',
          label: t('field.password_repeat'),
          type: 'password',
          error: errors.password_repeat,
          autocomplete: 'new-password',
        })}
        ${challengeField(page, challenge)}
        <button class="id-button" type="submit">${t('action.register')}</button>
      </form>
      <p class="id-switch">${t('link.have_account')} <a href="${base}/login">${t('link.login')}</a></p>
      <p class="id-cancel"><a href="${base}/abort">${t('action.cancel')}</a></p>`,
  );
}
