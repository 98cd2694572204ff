import { useTranslation } from 'react-i18next';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../../config/site';

const FEATURE_KEYS = [
  'appLink.features.browse',
  'appLink.features.bid',
  'appLink.features.notify',
  'appLink.features.cabinet',
] as const;

/** The /app-link page: what the app does and where to get it. */
export function AppInfo() {
  const { t } = useTranslation();
  return (
    <article className="app-info">
      <h1>{t('appLink.title')}</h1>
      <p className="lead">{t('appLink.lead')}</p>
      <h2>{t('appLink.featuresTitle')}</h2>
      <ul className="check-list">
        {FEATURE_KEYS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2>{t('appLink.storesTitle')}</h2>
      <ul className="store-links">
        <li>
          <a className="store-link" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
            <span className="store-link__small">{t('appLink.getItOn')}</span>
            <span className="store-link__name">Google Play</span>
          </a>
        </li>
        <li>
          <a className="store-link" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
            <span className="store-link__small">{t('appLink.downloadOn')}</span>
            <span className="store-link__name">App Store</span>
          </a>
        </li>
      </ul>
      <p className="note">{t('appLink.note')}</p>
    </article>
  );
}
