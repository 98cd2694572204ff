import { HELP_PAGES, helpHref, helpMenuKey } from '../../features/help/help-pages';
import { paths } from '../../config/paths';

/** Links shared by the navbar menu and the footer, so both always list the same pages. */
export const HELP_LINKS = HELP_PAGES.map((page) => ({ to: helpHref(page), labelKey: helpMenuKey(page) }));

export const INTERACTIVE_LINKS = [
  { to: paths.checkProtocol, labelKey: 'nav.checkProtocol' },
  { to: paths.checkBlackList, labelKey: 'nav.checkBlackList' },
] as const;

/** The lot list opens on the "current auctions" tab (spec: i=4). */
export const LOT_LIST_HREF = paths.currentLots;
