import { isStrongPassword } from '@kimoshdi/shared/domain/identity/password';

/** Text keys (with their namespace) of what can be wrong in the change-password form. */
export type PasswordErrorKey =
  | 'cabinet:changePassword.errors.required'
  | 'cabinet:changePassword.errors.mismatch'
  | 'errors:WEAK_PASSWORD';

/** new_password: required, then the password rule Kimoshdi ID applies (8+ with a letter and a digit). */
export function newPasswordError(value: string): PasswordErrorKey | undefined {
  if (value === '') return 'cabinet:changePassword.errors.required';
  if (!isStrongPassword(value)) return 'errors:WEAK_PASSWORD';
  return undefined;
}

/** repeat_password: required and equal to new_password (docs/product.md section 5: checked on blur). */
export function repeatPasswordError(newPassword: string, repeat: string): PasswordErrorKey | undefined {
  if (repeat === '') return 'cabinet:changePassword.errors.required';
  if (repeat !== newPassword) return 'cabinet:changePassword.errors.mismatch';
  return undefined;
}
