import { create } from 'zustand';
import { readCookie, removeCookie } from './cookies';
import { parseUserCookie, USER_COOKIE, type StoredUser } from './user-cookie';

interface UserState {
  user: StoredUser | null;
  /** Re-reads the cookie (after the identity flow may have changed it). */
  reload(): void;
  /** Forgets the user here and in the cookie: logout and an expired session. */
  clear(): void;
}

export const useUserStore = create<UserState>((set) => ({
  user: parseUserCookie(readCookie(USER_COOKIE)),
  reload() {
    set({ user: parseUserCookie(readCookie(USER_COOKIE)) });
  },
  clear() {
    removeCookie(USER_COOKIE);
    set({ user: null });
  },
}));
