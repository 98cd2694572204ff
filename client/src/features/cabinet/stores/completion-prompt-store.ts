import { create } from 'zustand';
import { readStored, writeStored } from '../../../lib/storage';
import { laterUntilFrom } from '../completion-prompt';

/**
 * The prompt's answers. "Later" is kept in the browser per user (completion-prompt.ts says for how
 * long); "now" only closes it for this load, since the person is on their way to fill the profile.
 */
const LATER_KEY = 'kimoshdi.completionLater';

function readLater(): Record<string, number> {
  try {
    const value: unknown = JSON.parse(readStored(LATER_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

interface CompletionPromptState {
  /** When this page load began: "later" is checked against it, once per load. */
  loadedAt: number;
  /** Answered in this load. */
  dismissed: boolean;
  /** Epoch ms until which "later" holds, by user name. */
  laterUntil: Record<string, number>;
  later(userName: string): void;
  dismiss(): void;
}

export const useCompletionPrompt = create<CompletionPromptState>((set) => ({
  loadedAt: Date.now(),
  dismissed: false,
  laterUntil: readLater(),
  later(userName) {
    const laterUntil = { ...readLater(), [userName]: laterUntilFrom(Date.now()) };
    writeStored(LATER_KEY, JSON.stringify(laterUntil));
    set({ dismissed: true, laterUntil });
  },
  dismiss: () => set({ dismissed: true }),
}));
