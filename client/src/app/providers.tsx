import type { ReactNode } from 'react';
import { useConsentDialog } from '../features/consent/stores/consent-dialog-store';
import { useSessionExpiredDialog } from '../features/session/stores/session-expired-store';
import { configureApiClient } from '../lib/api-client';
import { configureConsentGate } from '../lib/consent-gate';
import { applyTheme } from '../lib/theme';
import '../lib/i18n';

// docs/product.md section 8: any 401 opens the session-expired dialog; any CONSENT_REQUIRED (an
// application, a bid, a purchase refused until the offer is signed) opens the signing dialog.
// Registered here because lib/ may not depend on features (see lib/api-client.ts).
configureApiClient({
  onUnauthorized: () => useSessionExpiredDialog.getState().show(),
  onError: (error) => {
    if (error.code === 'CONSENT_REQUIRED') useConsentDialog.getState().show();
  },
});
// An application asks for the signature before its deposit is confirmed (lib/consent-gate.ts).
configureConsentGate(() => useConsentDialog.getState().show());
applyTheme();

/** App-wide set-up around the router. i18next is a module singleton (react-i18next binds to it). */
export function AppProviders({ children }: { children: ReactNode }) {
  return children;
}
