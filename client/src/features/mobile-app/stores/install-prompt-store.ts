import { create } from 'zustand';

/**
 * Chromium's `beforeinstallprompt` event (not in lib.dom): the browser found the site installable
 * (manifest, icons) and offers to install it. `prompt()` opens its install dialog, once per event.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface InstallPromptState {
  /** The browser's pending offer to install Kimoshdi; null where the browser made none. */
  offer: BeforeInstallPromptEvent | null;
  /** Kimoshdi was installed from this page (`appinstalled`, or the visitor accepted the dialog). */
  installed: boolean;
  /** Opens the browser's install dialog; answers whether the visitor accepted. */
  install(): Promise<boolean>;
}

export const useInstallPrompt = create<InstallPromptState>((set, get) => ({
  offer: null,
  installed: false,
  install: async () => {
    const { offer } = get();
    if (!offer) return false;
    // One dialog per offer: the browser fires a new event when it may ask again.
    set({ offer: null });
    try {
      await offer.prompt();
      const { outcome } = await offer.userChoice;
      if (outcome === 'accepted') set({ installed: true });
      return outcome === 'accepted';
    } catch {
      return false;
    }
  },
}));

let listening = false;

/**
 * Keeps the browser's install offer from the start of the page (main.tsx calls this before the
 * first render): the event fires once, soon after load, on whatever route the visitor opened,
 * and /app-link may be visited later. The browser's own install UI (the address bar icon, the
 * mini-infobar on Android) is left as it is: the event is not cancelled.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (listening) return;
  listening = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    useInstallPrompt.setState({ offer: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => {
    useInstallPrompt.setState({ offer: null, installed: true });
  });
}
