import { useId, useState } from 'react';
import { isApiError } from '../../../lib/api-client';

/** A lookup's state and its check, as `useLookup` gives them to the form and to LookupCheck. */
export interface Lookup<Found> {
  /** The id of the message under the fields, for their `aria-describedby`. */
  errorId: string;
  /** Why the fields cannot be asked yet (shown under them), or null. */
  invalid: string | null;
  clearInvalid(): void;
  found: Found | null;
  notFound: boolean;
  /** The check CheckFrame runs: asks, and keeps what it answered. */
  check(): Promise<void>;
}

/**
 * A public check of one document (a protocol, a service contract): `ask` reads the fields and
 * either starts the lookup or returns why it cannot (the message to show). No such document is an
 * answer, `notFound`; any other failure is thrown for CheckFrame's alert.
 */
export function useLookup<Found>(ask: () => Promise<Found> | string): Lookup<Found> {
  const errorId = useId();
  const [invalid, setInvalid] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [notFound, setNotFound] = useState(false);

  const check = async () => {
    setFound(null);
    setNotFound(false);
    const asked = ask();
    if (typeof asked === 'string') {
      setInvalid(asked);
      return;
    }
    setInvalid(null);
    try {
      setFound(await asked);
    } catch (error) {
      if (isApiError(error) && error.status === 404) setNotFound(true);
      else throw error;
    }
  };

  return { errorId, invalid, clearInvalid: () => setInvalid(null), found, notFound, check };
}
