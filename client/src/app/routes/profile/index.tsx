import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** /profile redirects to /profile/messages (docs/product.md section 2), keeping `?dialog=` for the cabinet. */
export function ProfileIndexRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.profileMessages, search }} replace />;
}
