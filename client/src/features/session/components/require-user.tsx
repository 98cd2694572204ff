import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useLoginHref } from '../hooks/use-login-href';
import { useStoredUser } from '../hooks/use-stored-user';

/**
 * Profile guard (docs/product.md section 2): a visitor with no stored user is asked to sign in, on
 * the very address they opened, and the sign-in brings them back to it (`return_to`, made safe by
 * the server's safe-return-path). Sending them home silently left them wondering where the page went.
 * Wrap a route element, or use it as a layout route so every child is guarded.
 */
export function RequireUser({ children }: { children?: ReactNode }) {
  const user = useStoredUser();
  if (!user) return <SignInNeeded />;
  return children ?? <Outlet />;
}

function SignInNeeded() {
  const { t } = useTranslation();
  const loginHref = useLoginHref();
  return (
    <div className="container page page--narrow page--center" data-testid="sign-in-needed">
      <h1>{t('signInNeeded.title')}</h1>
      <p className="muted">{t('signInNeeded.text')}</p>
      <a className="button button--primary" href={loginHref}>
        {t('signInNeeded.button')}
      </a>
    </div>
  );
}
