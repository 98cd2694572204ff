/**
 * sessionStorage that never throws, for what belongs to one tab and ends with it (the codes the
 * code dialog sent). Its own file, apart from storage.ts (localStorage, on every page's first
 * load), so only the code that uses it carries it. Unavailable storage reads as empty and forgets.
 */
export function readTabStored(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTabStored(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable (or full): the value lives only for this page load.
  }
}
