/** Minimal document.cookie helpers: the shell only reads the `user` cookie and removes it on logout. */

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (entry.startsWith(prefix)) return safeDecode(entry.slice(prefix.length));
  }
  return undefined;
}

export function removeCookie(name: string): void {
  // The cookie is written by the server at path `/`; expiring it there is what removes it.
  document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
