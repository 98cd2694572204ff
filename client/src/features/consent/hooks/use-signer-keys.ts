import { useCallback, useEffect, useState } from 'react';
import type { Signer, SignerKey } from '../signer/signer';

/**
 * The keys the signer sees, read when the signer is known, again when `freshness` changes (a key
 * made in the signing dialog) and on `reload`.
 */
export function useSignerKeys(signer: Signer | null, freshness: unknown = null) {
  const [keys, setKeys] = useState<SignerKey[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!signer) return;
    let current = true;
    signer.listKeys().then(
      (found) => {
        if (!current) return;
        setKeys(found);
        setFailure(null);
      },
      (error: unknown) => {
        if (!current) return;
        setKeys([]);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [signer, round, freshness]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { keys, failure, reload };
}
