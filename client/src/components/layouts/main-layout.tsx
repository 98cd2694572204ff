import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TestModeBanner } from '../ui/test-mode-banner';

interface MainLayoutProps {
  /** Left out (with footer and bottomBar) when the page is embedded in the mobile app. */
  header?: ReactNode;
  footer?: ReactNode;
  bottomBar?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page inside the layout (docs/product.md section 2): banner, header, content, footer and
 * the phone-width tab bar. It only arranges slots; app/shell decides what goes in them, so this
 * file does not depend on any feature.
 */
export function MainLayout({ header, footer, bottomBar, children }: MainLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="main-layout">
      <a className="skip-link" href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <TestModeBanner />
      {header}
      <main id="main-content" className="main-layout__content" tabIndex={-1}>
        {children}
      </main>
      {footer}
      {bottomBar}
    </div>
  );
}
