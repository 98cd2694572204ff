import { useUserStore } from '../../../lib/user-store';
import type { StoredUser } from '../../../lib/user-cookie';

export function useStoredUser(): StoredUser | null {
  return useUserStore((state) => state.user);
}
