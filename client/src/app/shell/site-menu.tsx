import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Dropdown } from '../../components/ui/dropdown';
import { CreateOrderLink } from './create-order-link';
import { LotListLink } from './lot-list-link';
import { HELP_LINKS, INTERACTIVE_LINKS } from './menu-links';
import { paths } from '../../config/paths';

interface SiteMenuProps {
  id: string;
  /** Only matters at phone width, where the hamburger shows and hides the menu. */
  open: boolean;
  onNavigate(): void;
}

/** The main menu (docs/product.md section 2): lot list, help, interactive, news, contact; a customer's new order. */
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
          <LinksDropdown label={t('nav.help')} links={HELP_LINKS} />
        </li>
        <li>
          <LinksDropdown label={t('nav.interactive')} links={INTERACTIVE_LINKS} />
        </li>
        <li>
          {/* The operator's news in the app (issue 28); the Telegram channel is among the footer's links. */}
          <NavLink className="site-menu__link" to={paths.news}>
            {t('nav.news')}
          </NavLink>
        </li>
        <li>
          <NavLink className="site-menu__link" to={paths.contact()}>
            {t('nav.contact')}
          </NavLink>
        </li>
        <CreateOrderLink className="site-menu__link" />
      </ul>
    </nav>
  );
}

interface MenuLink {
  to: string;
  labelKey: string;
}

/** A menu entry that opens a list of links (help pages, interactive checks). */
function LinksDropdown({ label, links }: { label: string; links: readonly MenuLink[] }) {
  const { t } = useTranslation();
  return (
    <Dropdown label={label} buttonClassName="site-menu__link">
      <ul className="dropdown__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.labelKey)}</NavLink>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
