import { create } from 'zustand';

/**
 * The signing dialog: opened by the api-client's error hook on any CONSENT_REQUIRED (wired in
 * app/providers) and by the cabinet's e-signature page; `signed` counts successful signatures and
 * `keysMade` the test keys made in it, so pages can read their state again.
 */
interface ConsentDialogState {
  open: boolean;
  signed: number;
  keysMade: number;
  show(): void;
  hide(): void;
  markSigned(): void;
  markKeyMade(): void;
}

export const useConsentDialog = create<ConsentDialogState>((set) => ({
  open: false,
  signed: 0,
  keysMade: 0,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
  markSigned: () => set((state) => ({ signed: state.signed + 1 })),
  markKeyMade: () => set((state) => ({ keysMade: state.keysMade + 1 })),
}));
