import { create } from 'zustand';

/** Opened by the api-client on any 401 (wired in app/providers), closed by the dialog. */
interface SessionExpiredState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useSessionExpiredDialog = create<SessionExpiredState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
