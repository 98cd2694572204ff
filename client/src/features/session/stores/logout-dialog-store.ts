import { create } from 'zustand';

/** The logout question is asked from several places (navbar dropdown, later the cabinet). */
interface LogoutDialogState {
  open: boolean;
  show(): void;
  hide(): void;
}

export const useLogoutDialog = create<LogoutDialogState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
