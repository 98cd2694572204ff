import { useTranslation } from 'react-i18next';

/** docs/product.md section 1: the site states plainly that it runs in test mode. */
export function TestModeBanner() {
  const { t } = useTranslation();
  return (
    <p className="test-mode-banner" role="note">
      {t('app.testMode')}
    </p>
  );
}
