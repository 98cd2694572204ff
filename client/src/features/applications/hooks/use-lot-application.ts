import { useCallback, useEffect, useState } from 'react';
import type { MyApplication } from '@kimoshdi/shared/api/shop/cabinet';
import { getMyApplications } from '../api/my-application';

export interface LotApplication {
  /** The caller's standing (sent) application to the lot, null when none; undefined while loading. */
  application: MyApplication | null | undefined;
  /** After apply or cancel: the server's answer replaces what was loaded. */
  set(application: MyApplication | null): void;
}

/** The signed-in caller's application to one lot (guests: always none, nothing is asked). */
export function useLotApplication(lotId: number, signedIn: boolean): LotApplication {
  const [application, setApplication] = useState<MyApplication | null | undefined>(
    signedIn ? undefined : null,
  );

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    getMyApplications(1, 1, lotId).then(
      (page) => {
        const latest = page.items[0];
        if (active) setApplication(latest?.status === 'sent' ? latest : null);
      },
      // The panel still offers to apply; the server then says what is wrong.
      () => active && setApplication(null),
    );
    return () => {
      active = false;
    };
  }, [lotId, signedIn]);

  const set = useCallback((next: MyApplication | null) => {
    setApplication(next && next.status === 'sent' ? next : null);
  }, []);

  return { application: signedIn ? application : null, set };
}
