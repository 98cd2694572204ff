import { ROUTES } from '../config/paths';
/**
 * docs/product.md section 2: entering a route scrolls to the top, except the profile's sub-pages, orders and
 * the lot list, which keep the position (their tabs and filters change the URL while the person
 * is further down the page).
 */
export function keepsScrollPosition(pathname: string): boolean {
  return pathname.startsWith(`${ROUTES.profile}/`) || pathname === ROUTES.lotList;
}
