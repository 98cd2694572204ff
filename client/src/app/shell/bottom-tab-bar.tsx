import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { GridIcon, HeartIcon, HomeIcon, UserIcon } from '../../components/ui/icons';
import { useLoginHref } from '../../features/session/hooks/use-login-href';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { paths } from '../../config/paths';

/** Phone-width navigation (spec: width 800 or less): home, categories, favourites, user. */
export function BottomTabBar() {
  const { t } = useTranslation();
  const user = useStoredUser();
  const loginHref = useLoginHref();
  return (
    <nav className="bottom-tab-bar" aria-label={t('nav.tabBar')} data-testid="bottom-tab-bar">
      <NavLink className="bottom-tab-bar__tab" to={paths.home}>
        <HomeIcon />
        <span>{t('nav.home')}</span>
      </NavLink>
      <NavLink className="bottom-tab-bar__tab" to={paths.categories}>
        <GridIcon />
        <span>{t('nav.categories')}</span>
      </NavLink>
      <NavLink className="bottom-tab-bar__tab" to={paths.favourites()}>
        <HeartIcon />
        <span>{t('nav.favourites')}</span>
      </NavLink>
      {user ? (
        <NavLink className="bottom-tab-bar__tab" to={paths.profile()}>
          <UserIcon />
          <span>{t('nav.cabinet')}</span>
        </NavLink>
      ) : (
        <a className="bottom-tab-bar__tab" href={loginHref}>
          <UserIcon />
          <span>{t('user.login')}</span>
        </a>
      )}
    </nav>
  );
}
