import { ScrollRestoration } from 'react-router';

/**
 * docs/product.md section 2: entering a page scrolls to the top; a change that only picks another
 * tab, filter, sort or page of the same screen keeps the position (those links and
 * setSearchParams calls pass `preventScrollReset`); Back and Forward return to where the page was
 * left (issue 29). The router's own restoration does all three: it remembers each history entry's
 * position and restores it when the entry's page has rendered, in the same commit. Pages that
 * load their content restore only as far as the page is tall then, so the lot list and the home
 * page draw their last answers at once (lib/read-cache.ts).
 */
export function ScrollToTop() {
  return <ScrollRestoration />;
}
