import { useTranslation } from 'react-i18next';
import { InstallOffer } from './install-offer';
import { InstallSteps } from './install-steps';

const FEATURE_KEYS = [
  'appLink.features.homeScreen',
  'appLink.features.fullScreen',
  'appLink.features.clock',
  'appLink.features.fastStart',
  'appLink.features.updates',
] as const;

/** The /app-link page: Kimoshdi as an installable web app, what it gives and how to install it. */
export function AppInfo() {
  const { t } = useTranslation('app-link');
  return (
    <article className="app-info">
      <h1>{t('appLink.title')}</h1>
      <p className="lead">{t('appLink.lead')}</p>
      <InstallOffer />
      <h2>{t('appLink.featuresTitle')}</h2>
      <ul className="check-list">
        {FEATURE_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <InstallSteps />
      <p className="note">{t('appLink.note')}</p>
    </article>
  );
}
