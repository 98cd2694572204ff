import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Role } from '@kimoshdi/shared/domain/user/roles';
import { cabinetMenu, type CabinetMenuItem } from '../cabinet-menu';
import { useUnreadStore } from '../stores/unread-store';

interface CabinetMenuProps {
  role: Role | null;
  onChangePassword(): void;
  extraItems?: CabinetMenuItem[];
}

/** The cabinet's side menu (docs/product.md section 6), by role; messages carry the unread count. */
export function CabinetMenu({ role, onChangePassword, extraItems }: CabinetMenuProps) {
  const { t } = useTranslation('cabinet');
  const unread = useUnreadStore((state) => state.count);

  return (
    <nav className="cabinet-menu" aria-label={t('menu.label')}>
      {cabinetMenu(role, extraItems).map((section) => (
        <div key={section.id} className="cabinet-menu__section">
          {section.titleKey && <h2 className="cabinet-menu__title">{t(section.titleKey)}</h2>}
          <ul className="cabinet-menu__list">
            {section.items.map((item) => (
              <li key={item.kind === 'link' ? item.to : item.kind}>
                {item.kind === 'link' ? (
                  <NavLink
                    className="cabinet-menu__link"
                    to={item.to}
                    preventScrollReset
                    reloadDocument={item.document}
                  >
                    <span>{t(item.labelKey)}</span>
                    {item.counter === 'unread' && unread !== null && unread > 0 && (
                      <span className="badge" aria-label={t('common:nav.unreadMessages', { count: unread })}>
                        {unread}
                      </span>
                    )}
                  </NavLink>
                ) : (
                  <button type="button" className="cabinet-menu__link" onClick={onChangePassword}>
                    {t(item.labelKey)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
