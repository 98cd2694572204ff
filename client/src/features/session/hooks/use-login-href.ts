import { useLocation } from 'react-router';
import { LOGIN_URL } from '../../../config/site';

/**
 * The sign-in address that brings the person back to the page they are on. A plain link, not a
 * client route: the server sends the browser on to the identity site. `register` asks the identity
 * site for its registration page rather than its sign-in form.
 */
export function useLoginHref({ register = false }: { register?: boolean } = {}): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams({ return_to: pathname + search });
  if (register) query.set('register', '1');
  return `${LOGIN_URL}?${query.toString()}`;
}
