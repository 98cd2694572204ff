import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last line of defence when a screen throws while rendering: say so and offer a reload. */
export function RouteErrorRoute() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <div className="container page page--center" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
