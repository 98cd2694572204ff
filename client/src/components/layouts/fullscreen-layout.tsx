import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../ui/icons';
import { useNoBottomPadding } from './use-no-bottom-padding';
import { paths } from '../../config/paths';

/**
 * Pages outside the main layout (spec: /categories): a slim bar with a way back, no navbar or
 * footer, and the app's bottom padding (kept for the tab bar) removed while the page is open.
 */
export function FullscreenLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();

  useNoBottomPadding();

  return (
    <div className="fullscreen-layout">
      <header className="fullscreen-layout__bar">
        <Link className="icon-button" to={paths.home}>
          <ArrowLeftIcon />
          <span className="visually-hidden">{t('nav.backHome')}</span>
        </Link>
        <h1 className="fullscreen-layout__title">{title}</h1>
      </header>
      <main className="fullscreen-layout__content container">{children}</main>
    </div>
  );
}
