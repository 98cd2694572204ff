/**
 * localStorage that never throws: private modes and disabled storage must not break the page; the
 * app then just forgets the choice at reload.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only for this page load.
  }
}

export const STORAGE_KEYS = {
  language: 'kimoshdi.lang',
  theme: 'kimoshdi.theme',
} as const;
