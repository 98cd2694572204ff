import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The home page's teaser for the mobile app; the details live on /app-link. */
export function AppDownloadBlock() {
  const { t } = useTranslation();
  return (
    <div className="app-download">
      <div>
        <h2>{t('appLink.blockTitle')}</h2>
        <p>{t('appLink.blockText')}</p>
      </div>
      <Link className="button button--primary" to="/app-link">
        {t('appLink.blockAction')}
      </Link>
    </div>
  );
}
