import { readStored, STORAGE_KEYS, writeStored } from './storage';

/**
 * Theme (docs/product.md section 4): light by default; any other stored value switches to the alternative
 * colour set. The CSS keys everything on `data-theme` of <html>, so no component needs to know.
 */
export const DEFAULT_THEME = 'light';

export function storedTheme(): string {
  return readStored(STORAGE_KEYS.theme) ?? DEFAULT_THEME;
}

export function applyTheme(theme: string = storedTheme()): void {
  document.documentElement.dataset.theme = theme === DEFAULT_THEME ? 'light' : 'alt';
}

export function setTheme(theme: string): void {
  writeStored(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}
