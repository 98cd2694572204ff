import { useUserStore } from '../stores/user-store';
import type { StoredUser } from '../stores/user-cookie';

export function useStoredUser(): StoredUser | null {
  return useUserStore((state) => state.user);
}
