import { create } from 'zustand';
import { paths } from '../../../config/paths';

/**
 * Opened by the api-client on any 401 (wired in app/providers), closed by the dialog. Once closed it
 * stays closed for the rest of this page's life (issue 24: every page's next call would get a 401
 * again and reopen it); signing in again loads the site afresh. `returnTo` is the page the person
 * was on when it opened, where "Sign in" brings them back.
 */
interface SessionExpiredState {
  open: boolean;
  dismissed: boolean;
  returnTo: string;
  show(): void;
  dismiss(): void;
}

export const useSessionExpiredDialog = create<SessionExpiredState>((set, get) => ({
  open: false,
  dismissed: false,
  returnTo: paths.home,
  show: () => {
    if (get().open || get().dismissed) return;
    set({ open: true, returnTo: window.location.pathname + window.location.search });
  },
  dismiss: () => set({ open: false, dismissed: true }),
}));
