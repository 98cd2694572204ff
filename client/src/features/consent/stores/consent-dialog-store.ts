import { create } from 'zustand';
import { consentDialogClosed } from '../../../lib/consent-gate';

/**
 * The signing dialog: opened by the api-client's error hook on any CONSENT_REQUIRED (wired in
 * app/providers), by lib/consent-gate before an application's deposit, and by the cabinet's
 * e-signature page; `signed` counts successful signatures and `keysMade` the test keys made in
 * it, so pages can read their state again. `consented` says whether this opening ended signed
 * (or found the offer signed already): closing then resumes the action that asked for it.
 */
interface ConsentDialogState {
  open: boolean;
  consented: boolean;
  signed: number;
  keysMade: number;
  show(): void;
  hide(): void;
  markSigned(): void;
  markConsented(): void;
  markKeyMade(): void;
}

export const useConsentDialog = create<ConsentDialogState>((set, get) => ({
  open: false,
  consented: false,
  signed: 0,
  keysMade: 0,
  show: () => set((state) => (state.open ? state : { open: true, consented: false })),
  hide: () => {
    const { open, consented } = get();
    set({ open: false, consented: false });
    if (open) consentDialogClosed(consented);
  },
  markSigned: () => set((state) => ({ signed: state.signed + 1, consented: true })),
  markConsented: () => set({ consented: true }),
  markKeyMade: () => set((state) => ({ keysMade: state.keysMade + 1 })),
}));
