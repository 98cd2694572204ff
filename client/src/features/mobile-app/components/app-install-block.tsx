import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRunningStandalone } from '../hooks/use-running-standalone';
import { paths } from '../../../config/paths';

/**
 * The home page's invitation to install Kimoshdi as an app; the steps live on /app-link. Left out
 * when the page already runs as the installed app.
 */
export function AppInstallBlock() {
  const { t } = useTranslation();
  const standalone = useRunningStandalone();
  if (standalone) return null;
  return (
    <section className="home-section">
      <div className="app-install">
        <div>
          <h2>{t('app-link:appLink.blockTitle')}</h2>
          <p>{t('app-link:appLink.blockText')}</p>
        </div>
        <Link className="button button--primary" to={paths.appLink}>
          {t('app-link:appLink.blockAction')}
        </Link>
      </div>
    </section>
  );
}
