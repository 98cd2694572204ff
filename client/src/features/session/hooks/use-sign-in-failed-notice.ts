import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../components/ui/notifications/notifications-store';

/**
 * The sign-in callback sends a failed or interrupted sign-in to `?signin=failed`, and a cabinet
 * link of another account opened where someone is signed in (kept, not replaced: issue 24) to
 * `?signin=other_account`: say so once, then drop the parameter so a reload does not say it again.
 */
export function useSignInFailedNotice(): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('signin');
  useEffect(() => {
    if (outcome !== 'failed' && outcome !== 'other_account') return;
    notify({
      type: outcome === 'failed' ? 'error' : 'info',
      message: t(outcome === 'failed' ? 'user.signInFailed' : 'user.otherAccount'),
    });
    setParams(
      (current) => {
        current.delete('signin');
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams, t]);
}
