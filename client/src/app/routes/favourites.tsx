import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { FavouritesGuest, FavouritesPage } from '../../features/lot-browse/components/favourites-page';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';

/** /favourites: the signed-in user's kept lots; a guest is offered sign-in, coming back here. */
export function FavouritesRoute() {
  const { t } = useTranslation('catalogue');
  usePageTitle(t('favourites.title'));
  const user = useStoredUser();
  const loginHref = useLoginHref();
  return user ? <FavouritesPage /> : <FavouritesGuest loginHref={loginHref} />;
}
