import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LOGIN_URL } from '../../../config/site';

/**
 * The sign-in address that brings the person back to the page they are on. A plain link, not a
 * client route: the server sends the browser on to the identity site, which speaks the language
 * given here (the site's, which may not be in any cookie). `register` asks the identity site for
 * its registration page rather than its sign-in form.
 */
export function useLoginHref({ register = false }: { register?: boolean } = {}): string {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const query = new URLSearchParams({ return_to: pathname + search, lang: i18n.language });
  if (register) query.set('register', '1');
  return `${LOGIN_URL}?${query.toString()}`;
}
