import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../components/ui/notifications/notifications-store';

/**
 * The sign-in callback sends a failed or interrupted sign-in to `?signin=failed`: say so once,
 * then drop the parameter so a reload does not say it again.
 */
export function useSignInFailedNotice(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const failed = params.get('signin') === 'failed';
  useEffect(() => {
    if (!failed) return;
    notify({ type: 'error', message: t('user.signInFailed') });
    setParams(
      (current) => {
        current.delete('signin');
        return current;
      },
      { replace: true },
    );
  }, [failed, setParams, t]);
}
