import { useLocation } from 'react-router';
import { LOGIN_URL } from '../../../config/site';

/**
 * The sign-in address that brings the person back to the page they are on. A plain link, not a
 * client route: the server sends the browser on to the identity site.
 */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return `${LOGIN_URL}?${new URLSearchParams({ return_to: pathname + search }).toString()}`;
}
