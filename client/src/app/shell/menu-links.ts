import { HELP_PAGES, helpHref, helpMenuKey } from '../../features/help/help-pages';

/** Links shared by the navbar menu and the footer, so both always list the same pages. */
export const HELP_LINKS = HELP_PAGES.map((page) => ({ to: helpHref(page), labelKey: helpMenuKey(page) }));

export const INTERACTIVE_LINKS = [
  { to: '/check-protocol', labelKey: 'nav.checkProtocol' },
  { to: '/check-black-list', labelKey: 'nav.checkBlackList' },
] as const;

/** The lot list opens on the "current auctions" tab (spec: i=4). */
export const LOT_LIST_HREF = '/lot-list?i=4';
