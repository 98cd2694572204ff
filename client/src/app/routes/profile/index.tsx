import { Navigate, useLocation } from 'react-router';

/** /profile redirects to /profile/messages (docs/product.md section 2), keeping `?dialog=` for the cabinet. */
export function ProfileIndexRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/profile/messages', search }} replace />;
}
