/**
 * The signed-in user as the identity flow leaves it in the `user` cookie (docs/product.md section 3: name,
 * user_name, percentage). The client never trusts it for permissions (the server checks the
 * session); it only decides what the navbar shows.
 */
export const USER_COOKIE = 'user';

export interface StoredUser {
  name: string;
  user_name: string;
  /** Profile completeness, 100 is complete. */
  percentage: number;
}

/**
 * Accepts plain JSON and Express's `j:`-prefixed JSON cookies (what `res.cookie(name, object)`
 * writes). Anything malformed reads as signed out rather than crashing the shell.
 */
export function parseUserCookie(raw: string | undefined): StoredUser | null {
  if (!raw) return null;
  const json = raw.startsWith('j:') ? raw.slice(2) : raw;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { name, user_name: userName, percentage } = value as Record<string, unknown>;
  if (typeof userName !== 'string' || userName === '') return null;
  const percent = typeof percentage === 'number' ? percentage : Number(percentage);
  return {
    // No name yet: the shell shows a label of its own, never the technical user name (`kid-...`).
    name: typeof name === 'string' ? name.trim() : '',
    user_name: userName,
    percentage: Number.isFinite(percent) ? percent : 0,
  };
}
