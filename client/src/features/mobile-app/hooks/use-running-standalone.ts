import { useMediaQuery } from '../../../hooks/use-media-query';

/** Safari on iOS tells a page opened from the home screen by this non-standard flag too. */
interface NavigatorWithStandalone extends Navigator {
  standalone?: boolean;
}

/** True when Kimoshdi runs as the installed app (opened from its icon), not in a browser tab. */
export function useRunningStandalone(): boolean {
  const standalone = useMediaQuery('(display-mode: standalone)');
  return standalone || (navigator as NavigatorWithStandalone).standalone === true;
}
