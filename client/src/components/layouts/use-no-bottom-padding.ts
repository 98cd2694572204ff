import { useEffect } from 'react';

/**
 * The app keeps room at the bottom for the phone-width tab bar (styles: `#root`). Screens without
 * that bar (/categories, pages embedded in the mobile app) give the room back while mounted.
 */
export function useNoBottomPadding(active = true): void {
  useEffect(() => {
    if (!active) return;
    document.body.classList.add('no-bottom-padding');
    return () => document.body.classList.remove('no-bottom-padding');
  }, [active]);
}
