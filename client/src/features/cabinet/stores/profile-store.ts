import { create } from 'zustand';
import type { Profile } from '@kimoshdi/shared';
import { getProfile } from '../api/get-profile';

/**
 * GET user/profile, loaded when the cabinet opens: its side panel shows the role and the menu
 * follows it, and the personal info page shows the rest.
 */
interface ProfileState {
  profile: Profile | null;
  failed: boolean;
  load(): Promise<void>;
  /** The profile a change answered with (the personal-info forms). */
  replace(profile: Profile): void;
}

export const useProfileStore = create<ProfileState>((set) => ({
  profile: null,
  failed: false,
  async load() {
    try {
      set({ profile: await getProfile(), failed: false });
    } catch {
      set({ failed: true });
    }
  },
  replace(profile) {
    set({ profile, failed: false });
  },
}));
