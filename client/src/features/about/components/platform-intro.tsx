import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const BENEFITS = ['auction', 'fixedPrice', 'deposit'] as const;

/** The home page's opening: what Kimoshdi is, for whom, and where to start. */
export function PlatformIntro() {
  const { t } = useTranslation();
  return (
    <section className="intro" aria-labelledby="intro-title">
      <div className="intro__text">
        <h1 id="intro-title">{t('home.intro.title')}</h1>
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
            <h2>{t(`home.intro.benefits.${benefit}.title`)}</h2>
            <p>{t(`home.intro.benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
