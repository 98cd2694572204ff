import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuthTokenTarget } from '@kimoshdi/shared/domain/session/auth-token-targets';
import { DEFAULT_LANGUAGE, isLanguage } from '@kimoshdi/shared/i18n/languages';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { LOGIN_URL } from '../../../config/site';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { getAuthToken } from '../api/standing';
import './standing.css';

/** The cabinet page each hand-over opens (the server's auth/cabinet goes to the same ones). */
const TARGET_PAGES: Record<AuthTokenTarget, string> = {
  'refund-application': paths.profileRefunding,
  'refill-balance': paths.profileTopUp,
  profile: paths.profile(),
};

/** After this long without leaving, the page says so beside its link. */
const SLOW_AFTER_MS = 4000;

/**
 * The single-sign-on hand-over (spec: auth/auth-token, "a token appended with the language to the
 * cabinet's address"): asks for a one-time token, then the browser goes to the address the server
 * answers (auth/cabinet), which signs this browser in and opens the cabinet page. Meanwhile a
 * short wait with a message, and a link to the page that works if the hand-over does not.
 */
export function SsoHandOver({ target, signedIn }: { target: AuthTokenTarget | null; signedIn: boolean }) {
  const { t, i18n } = useTranslation('standing');
  const [slow, setSlow] = useState(false);
  const page = target ? TARGET_PAGES[target] : paths.home;

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!target) return;
    const lang = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    if (!signedIn) {
      // Not signed in here: sign in first, and come back to the page itself.
      const query = new URLSearchParams({ return_to: TARGET_PAGES[target], lang });
      window.location.replace(`${LOGIN_URL}?${query.toString()}`);
      return;
    }
    let active = true;
    getAuthToken(target, lang).then(
      (answer) => active && window.location.replace(answer.url),
      (error: unknown) => {
        // Spec section 8: a failed token shows the server's ERROR.message; the link stays.
        if (active && isApiError(error) && error.status !== 401) {
          notify({ type: 'error', message: error.message });
        }
        if (active) setSlow(true);
      },
    );
    return () => {
      active = false;
    };
    // Once per page: a language switch while leaving must not ask for a second token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  return (
    <div className="redirecting" data-testid="redirecting">
      <div className="redirecting__box" role="status" aria-live="polite">
        {target && <div className="redirecting__spinner" aria-hidden="true" />}
        <h1>{target ? t(`redirecting.targets.${target}`) : t('redirecting.title')}</h1>
        <p>{target ? t('redirecting.wait') : t('redirecting.slow')}</p>
        {target && slow && <p className="muted">{t('redirecting.slow')}</p>}
        <p>
          <Link className="button button--ghost" to={page} replace data-testid="redirecting-fallback">
            {target ? t('redirecting.fallback') : t('redirecting.home')}
          </Link>
        </p>
      </div>
    </div>
  );
}
