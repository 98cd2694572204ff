import { normalizeFullName } from '@kimoshdi/shared/domain/identity/full-name';
import { parseLogin } from '@kimoshdi/shared/domain/identity/login';
import { passwordProblem } from '@kimoshdi/shared/domain/identity/password';
import { parseTaxId } from '@kimoshdi/shared/domain/identity/tax-id';
import { ID_ROLES, type IdRole } from '../../modules/identity/accounts.repository';
import type { RegistrationInput } from '../../modules/identity/identity.service';
import type { PageContext } from './pages/page-context';
import type { RegisterField } from './pages/register';

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

  if (!login || !fullName || !taxId || !role || problem) return { ok: false, errors, values };
  return { ok: true, input: { login, fullName, taxId, role, password }, values };
}
