import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import './platform-intro.css';

const BENEFITS = ['auction', 'fixedPrice', 'deposit'] as const;

/**
 * The home page's one line above its lots: what the site is, as the page's heading. The lots come
 * right after it, so a phone's first screen shows what is for sale (issue 29).
 */
export function PlatformHeadline() {
  const { t } = useTranslation();
  return (
    <h1 id="intro-title" className="platform-headline">
      {t('home.intro.title')}
    </h1>
  );
}

/** Below the lots: what Kimoshdi is, for whom, and where to start. */
export function PlatformIntro() {
  const { t } = useTranslation();
  return (
    <section className="home-section intro" aria-labelledby="intro-about">
      <div className="intro__text">
        <h2 id="intro-about">{t('home.intro.aboutTitle')}</h2>
        <p className="lead">{t('home.intro.lead')}</p>
        <div className="intro__actions">
          <Link className="button button--primary" to={paths.currentLots}>
            {t('home.intro.browse')}
          </Link>
          <Link className="button button--ghost" to={paths.info('participating')}>
            {t('home.intro.howTo')}
          </Link>
        </div>
      </div>
      <ul className="intro__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="card">
            <h3>{t(`home.intro.benefits.${benefit}.title`)}</h3>
            <p>{t(`home.intro.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
