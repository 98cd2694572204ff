import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dropdown } from '../../components/ui/dropdown';
import { NEWS_URL } from '../../config/site';
import { LotListLink } from './lot-list-link';
import { HELP_LINKS, INTERACTIVE_LINKS } from './menu-links';

interface SiteMenuProps {
  id: string;
  /** Only matters at phone width, where the hamburger shows and hides the menu. */
  open: boolean;
  onNavigate(): void;
}

/** The main menu (spec section 2): lot list, help, interactive, news, contact. */
export function SiteMenu({ id, open, onNavigate }: SiteMenuProps) {
  const { t } = useTranslation();
  return (
    <nav
      id={id}
      className={`site-menu ${open ? 'site-menu--open' : ''}`}
      aria-label={t('nav.mainMenu')}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate();
      }}
    >
      <ul className="site-menu__list container">
        <li>
          <LotListLink className="site-menu__link">{t('nav.lotList')}</LotListLink>
        </li>
        <li>
          <Dropdown label={t('nav.help')} buttonClassName="site-menu__link">
            <ul className="dropdown__list">
              {HELP_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{t(link.labelKey)}</NavLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
        <li>
          <Dropdown label={t('nav.interactive')} buttonClassName="site-menu__link">
            <ul className="dropdown__list">
              {INTERACTIVE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{t(link.labelKey)}</NavLink>
                </li>
              ))}
            </ul>
          </Dropdown>
        </li>
        <li>
          <a className="site-menu__link" href={NEWS_URL} target="_blank" rel="noopener noreferrer">
            {t('nav.news')}
            <span className="visually-hidden"> ({t('nav.opensInNewTab')})</span>
          </a>
        </li>
        <li>
          <NavLink className="site-menu__link" to="/contact">
            {t('nav.contact')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
