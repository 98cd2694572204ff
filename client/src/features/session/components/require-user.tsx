import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useStoredUser } from '../hooks/use-stored-user';

/**
 * Profile guard (docs/product.md section 2): a visitor with no stored user goes to the site root. Wrap a
 * route element, or use it as a layout route so every child is guarded.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const user = useStoredUser();
  if (!user) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}
