/**
 * The password rule of Kimoshdi ID (and of the cabinet's change-password form): at least 8
 * characters with at least one letter and one digit, and the repeat must be the same.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'WEAK_PASSWORD' | 'PASSWORDS_DO_NOT_MATCH';

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}

/** The first thing wrong with a new password and its repeat, or undefined when both are fine. */
export function passwordProblem(password: string, repeat: string): PasswordProblem | undefined {
  if (!isStrongPassword(password)) return 'WEAK_PASSWORD';
  if (password !== repeat) return 'PASSWORDS_DO_NOT_MATCH';
  return undefined;
}
