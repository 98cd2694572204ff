import { useCallback, useState } from 'react';
import { isApiError } from '../lib/api-client';

/** What the operator's last action came to, shown above the desk's submit button. */
export type Notice = { kind: 'ok' | 'error'; text: string } | null;

export interface OperatorAction {
  /** True while an action runs: the desk's buttons wait, so a change is never sent twice. */
  busy: boolean;
  notice: Notice;
  /** Drops the notice when it no longer speaks of what is on screen (another language opened). */
  clearNotice(): void;
  /**
   * Runs one change: the last notice goes while it runs, then the words it resolves to show, or
   * the refusal in the person's language (the server's message), or the error itself.
   */
  run(action: () => Promise<string>): Promise<void>;
}

/** The busy state and the notice that every desk of the operator's tools keeps around its changes. */
export function useOperatorAction(): OperatorAction {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const run = useCallback(async (action: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      setNotice({ kind: 'ok', text: await action() });
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, notice, clearNotice, run };
}
