/**
 * When the profile-completion prompt (docs/product.md section 4: later / now) may open. It asks while the
 * profile is below 100 %, but:
 * - never on the game page, where a dialog would lie over the bid controls at the worst moment,
 *   nor on the personal-info page, where the missing parts are being filled;
 * - not again for LATER_DAYS after "later" (per user, kept in the browser), so a full load does
 *   not ask each time.
 */
export const LATER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

const QUIET_PATHS = [/^\/game-view(\/|$)/, /^\/profile\/personal-info(\/|$)/];

export interface PromptFacts {
  /** The stored user's completeness; null when signed out. */
  percentage: number | null;
  pathname: string;
  /** Epoch ms until which "later" holds; null when never answered. */
  laterUntil: number | null;
  now: number;
}

export function shouldPrompt({ percentage, pathname, laterUntil, now }: PromptFacts): boolean {
  if (percentage === null || percentage >= 100) return false;
  if (QUIET_PATHS.some((path) => path.test(pathname))) return false;
  return laterUntil === null || now >= laterUntil;
}

export function laterUntilFrom(now: number): number {
  return now + LATER_DAYS * DAY_MS;
}
