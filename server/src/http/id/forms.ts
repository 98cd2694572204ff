import { normalizeFullName } from '@kimoshdi/shared/domain/identity/full-name';
import { parseLogin } from '@kimoshdi/shared/domain/identity/login';
import { passwordProblem } from '@kimoshdi/shared/domain/identity/password';
import { parseTaxId } from '@kimoshdi/shared/domain/identity/tax-id';
import { isCleanText } from '@kimoshdi/shared/domain/text/control-characters';
import { ID_ROLES, type IdRole } from '@kimoshdi/shared/domain/user/roles';
import type { RegistrationInput } from '../../modules/identity';
import type { PageContext } from './pages/page-context';
import { REGISTER_FIELDS, type RegisterField } from './pages/register';

/** The fields of a posted form that hold a control character (no form of ours takes one). */
export function fieldsWithControlText<F extends string>(body: unknown, names: readonly F[]): F[] {
  return names.filter((name) => !isCleanText(formText(body, name)));
}

/** A posted form field as text: anything else (repeated fields, nothing) is the empty string. */
export function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

export type RegistrationForm =
  | { ok: true; input: RegistrationInput; values: Partial<Record<RegisterField, string>> }
  | {
      ok: false;
      errors: Partial<Record<RegisterField, string>>;
      values: Partial<Record<RegisterField, string>>;
    };

/**
 * Reads the registration form: every field checked at once so the person sees every mistake in
 * one go, each message in the page's language. Passwords are never echoed back.
 */
export function readRegistrationForm(body: unknown, page: PageContext): RegistrationForm {
  const values = {
    login: formText(body, 'login').trim(),
    full_name: formText(body, 'full_name').trim(),
    tax_id: formText(body, 'tax_id').trim(),
    role: formText(body, 'role'),
  };
  const password = formText(body, 'password');
  const repeat = formText(body, 'password_repeat');
  const errors: Partial<Record<RegisterField, string>> = {};

  const login = parseLogin(values.login);
  if (!login) errors.login = page.t('error.login_invalid');
  const fullName = normalizeFullName(values.full_name);
  if (!fullName) errors.full_name = page.t('error.full_name_invalid');
  const taxId = parseTaxId(values.tax_id);
  if (!taxId) errors.tax_id = page.t('error.tax_id_invalid');
  const role = (ID_ROLES as readonly string[]).includes(values.role) ? (values.role as IdRole) : undefined;
  if (!role) errors.role = page.t('error.role_invalid');
  const problem = passwordProblem(password, repeat);
  if (problem === 'WEAK_PASSWORD') errors.password = page.errorText(problem);
  if (problem === 'PASSWORDS_DO_NOT_MATCH') errors.password_repeat = page.errorText(problem);

  // Checked last so that this message wins: the field may look right, the character is invisible.
  const refused = fieldsWithControlText(body, REGISTER_FIELDS);
  for (const field of refused) errors[field] = page.t('error.control_characters');
  if (refused.length > 0) {
    for (const field of refused) if (field in values) values[field as keyof typeof values] = '';
    return { ok: false, errors, values };
  }

  if (!login || !fullName || !taxId || !role || problem) return { ok: false, errors, values };
  return { ok: true, input: { login, fullName, taxId, role, password }, values };
}
