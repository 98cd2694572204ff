import { create } from 'zustand';

/**
 * Spec section 4: a profile below 100% is prompted once per page load. Answering (later or now)
 * dismisses it until the next load; the flag lives in memory only, so a reload asks again.
 */
interface CompletionPromptState {
  dismissed: boolean;
  dismiss(): void;
}

export const useCompletionPrompt = create<CompletionPromptState>((set) => ({
  dismissed: false,
  dismiss: () => set({ dismissed: true }),
}));
