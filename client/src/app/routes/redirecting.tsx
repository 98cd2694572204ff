import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/ui/page-title';
import { useStoredUser } from '../../features/session/hooks/use-stored-user';
import { isAuthTokenTarget } from '@kimoshdi/shared/domain/session/auth-token-targets';
import { SsoHandOver } from '../../features/standing/components/sso-hand-over';

/** /redirecting?target=refill-balance: outside the layout, the single-sign-on hand-over's wait. */
export function RedirectingRoute() {
  const { t } = useTranslation('standing');
  usePageTitle(t('redirecting.title'));
  const target = useSearchParams()[0].get('target');
  const signedIn = useStoredUser() !== null;
  return <SsoHandOver target={isAuthTokenTarget(target) ? target : null} signedIn={signedIn} />;
}
