import { paths } from '../../config/paths';

/** The six help pages of docs/product.md section 2 (`/info/{page}`); the slugs are public URLs, keep them. */
export const HELP_PAGES = [
  'participating',
  'deposite-adjunction',
  'refund-money',
  'bid-lot',
  'check-winner-protocol',
  'buy-one-click',
] as const;
export type HelpPage = (typeof HELP_PAGES)[number];

/** The home page's "how it works" manual: four tabs (docs/product.md section 2). */
export const MANUAL_PAGES = [
  'participating',
  'deposite-adjunction',
  'bid-lot',
  'buy-one-click',
] as const satisfies readonly HelpPage[];

export function isHelpPage(value: unknown): value is HelpPage {
  return typeof value === 'string' && (HELP_PAGES as readonly string[]).includes(value);
}

export function helpHref(page: HelpPage): string {
  return paths.info(page);
}

/** Short name of a page for menus and tabs, in the `common` namespace. */
export function helpMenuKey(page: HelpPage): `help.menu.${HelpPage}` {
  return `help.menu.${page}`;
}
