import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LOT_LIST_HREF } from './menu-links';
import { ROUTES } from '../../config/paths';

/**
 * docs/product.md section 2: choosing the lot list while already on it reloads it (a fresh list with the
 * default tab and no filters), so a plain client-side navigation is not enough there.
 */
export function LotListLink({ className, children }: { className?: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Link
      className={className}
      to={LOT_LIST_HREF}
      onClick={(event) => {
        if (pathname !== ROUTES.lotList) return;
        event.preventDefault();
        window.location.assign(LOT_LIST_HREF);
      }}
    >
      {children}
    </Link>
  );
}
