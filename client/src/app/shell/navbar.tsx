import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CloseIcon, GridIcon, HeartIcon, MailIcon, MenuIcon, PhoneIcon } from '../../components/ui/icons';
import { SUPPORT_EMAIL, SUPPORT_PHONES, telHref } from '../../config/site';
import { UnreadMessagesLink } from '../../features/cabinet/components/unread-messages-link';
import { LanguagePicker } from '../../features/language/components/language-picker';
import { SearchBox } from '../../features/lot-search/components/search-box';
import { ServerClock } from '../../features/server-clock/components/server-clock';
import { NavbarBalance } from '../../features/session/components/navbar-balance';
import { UserMenu } from '../../features/session/components/user-menu';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { quietLazy } from '../../lib/retrying-lazy';
import { SiteMenu } from './site-menu';
import { ROUTES, paths } from '../../config/paths';

// The badge of the person's running auctions (issue 28) shows nothing until its call answers, so its
// code comes after the page rather than in every page's first load.
const loadLiveAuctionsLink = () =>
  import('../../features/standing/components/live-auctions-link').then((m) => ({
    default: m.LiveAuctionsLink,
  }));
const LiveAuctionsLink = quietLazy(loadLiveAuctionsLink);

/** docs/product.md section 2: the navbar becomes fixed once the page is scrolled past 75 px. */
const FIX_AFTER_SCROLL_Y = 75;

export function Navbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useStoredUser();
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [fixed, setFixed] = useState(false);
  // Height kept in flow while the header is fixed, so the content does not jump up under it.
  const [spacer, setSpacer] = useState(0);

  useEffect(() => {
    let current = false;
    const onScroll = () => {
      const shouldFix = window.scrollY > FIX_AFTER_SCROLL_Y;
      if (shouldFix === current) return;
      current = shouldFix;
      // Measured while still in flow, i.e. just before it turns fixed.
      if (shouldFix) setSpacer(headerRef.current?.offsetHeight ?? 0);
      setFixed(shouldFix);
    };
    // A reload can restore a scrolled position: check once after the first paint too.
    const frame = window.requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // A route change closes the phone menu (links inside also close it; this covers back/forward).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <>
      <header ref={headerRef} className={`navbar ${fixed ? 'navbar--fixed' : ''}`}>
        <div className="navbar__top">
          <div className="container navbar__top-inner">
            <ServerClock />
            <div className="navbar__contacts">
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <MailIcon size={16} />
                {SUPPORT_EMAIL}
              </a>
              <a href={telHref(SUPPORT_PHONES[0])}>
                <PhoneIcon size={16} />
                {SUPPORT_PHONES[0]}
              </a>
            </div>
            <LanguagePicker className="navbar__top-language" />
            <NavbarBalance className="navbar__top-balance" />
          </div>
        </div>
        <div className="navbar__main">
          <div className="container navbar__main-inner">
            <button
              type="button"
              className="icon-button navbar__hamburger"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            </button>
            <Link className="logo" to={paths.home} aria-label={t('nav.logoLabel')}>
              <span className="logo__mark" aria-hidden="true" />
              <span className="logo__text">Kimoshdi</span>
            </Link>
            <Link className="button button--primary navbar__categories" to={paths.categories}>
              <GridIcon size={20} />
              <span>{t('nav.categories')}</span>
            </Link>
            {pathname !== ROUTES.lotList && <SearchBox className="navbar__search" />}
            <div className="navbar__actions">
              <LanguagePicker className="navbar__main-language" />
              {user && (
                <Link className="icon-button navbar__favourites" to={paths.favourites()}>
                  <HeartIcon />
                  <span className="icon-button__label">{t('nav.favourites')}</span>
                </Link>
              )}
              {user && (
                <Suspense fallback={null}>
                  <LiveAuctionsLink />
                </Suspense>
              )}
              {user && <UnreadMessagesLink />}
              <NavbarBalance className="navbar__main-balance" />
              <div className="navbar__user">
                <UserMenu />
              </div>
            </div>
          </div>
        </div>
        <SiteMenu id={menuId} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
      </header>
      {fixed && <div style={{ height: spacer }} aria-hidden="true" />}
    </>
  );
}
