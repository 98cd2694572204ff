import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media query matches; re-renders when it changes (rotation, resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The layout breakpoints of the spec (section 2, navbar). Keep in step with styles/layout.css. */
export const MEDIA = {
  /** Hamburger menu and bottom tab bar. */
  compactNav: '(max-width: 800px)',
  /** Compact language picker. */
  narrow: '(max-width: 450px)',
} as const;
