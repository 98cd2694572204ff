import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { resumeAfterConsent } from '../../../lib/consent-gate';
import { SocketCallError } from '../../../lib/socket';
import { requestFor, type PendingRequest } from '../request-id';

export interface GameAction {
  sending: boolean;
  /** The last failure's message (the server's ERROR.message, or why nothing was answered). */
  error: string | null;
  setError(message: string | null): void;
  /** Sends under `key` (the amount): a retry of the same key after a lost answer keeps its request_id. */
  run(key: string, send: (requestId: string) => Promise<void>): Promise<boolean>;
}

/**
 * One button's call to the engine: disabled while it runs, the ack's error shown beside it. A
 * timeout or lost connection leaves the request pending, so clicking again with the same amount
 * repeats the same request (placed at most once) instead of making a second bid. A bid refused until
 * the offer is signed is sent again once it is (lib/consent-gate.ts).
 */
export function useGameAction(): GameAction {
  const { t } = useTranslation('auction');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<PendingRequest | null>(null);
  const busy = useRef(false);

  const run = useCallback(
    async function run(key: string, send: (requestId: string) => Promise<void>): Promise<boolean> {
      if (busy.current) return false;
      busy.current = true;
      const request = requestFor(pending.current, key);
      pending.current = request;
      setSending(true);
      setError(null);
      try {
        await send(request.requestId);
        pending.current = null;
        return true;
      } catch (cause) {
        if (cause instanceof SocketCallError) {
          setError(cause.reason === 'offline' ? t('action.offline') : t('action.timeout'));
        } else {
          pending.current = null;
          setError(isApiError(cause) ? cause.message : t('common:api.unexpected'));
          // Asked to sign the offer first: once signed, the same bid is sent (a new request; the
          // engine may still refuse it if the price has moved on meanwhile).
          resumeAfterConsent(cause, () => void run(key, send));
        }
        return false;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [t],
  );

  return { sending, error, setError, run };
}
