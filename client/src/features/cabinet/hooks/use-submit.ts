import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';

/**
 * One form's sending state: `run` sends once at a time and keeps the server's message (already in
 * the user's language) when it refuses.
 */
export function useSubmit() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (send: () => Promise<void>) => {
      setSending(true);
      setFailure(null);
      try {
        await send();
      } catch (error) {
        setFailure(isApiError(error) ? error.message : t('common:api.unexpected'));
      } finally {
        setSending(false);
      }
    },
    [t],
  );
  return { sending, failure, run };
}
