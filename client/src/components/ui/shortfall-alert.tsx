import { Link } from 'react-router';
import { topUpHref } from '../../lib/shortfall';

interface ShortfallAlertProps {
  /** The refusal's words; nothing is drawn without them. */
  error: string | null;
  /** The missing amount (tiyin digits) of an INSUFFICIENT_FUNDS refusal (lib/shortfall.ts). */
  shortfall: string | null;
  /** "Not enough: {amount}" in the feature's words for the missing amount (tiyin digits), and the link's label. */
  shortfallText(shortfall: string): string;
  topUpText: string;
  testId?: string;
}

/**
 * A refused money action's alert: the error, and when the balance was short, how much is missing
 * with a link to the top-up with exactly that amount filled in. Paying a won lot, a part of one,
 * a debt, and the one-click purchase use it.
 */
export function ShortfallAlert({ error, shortfall, shortfallText, topUpText, testId }: ShortfallAlertProps) {
  if (!error) return null;
  return (
    <p className="form-alert" role="alert" data-testid={testId}>
      {error}
      {shortfall && (
        <>
          {' '}
          {shortfallText(shortfall)}{' '}
          <Link to={topUpHref(shortfall)} data-testid="top-up-link">
            {topUpText}
          </Link>
        </>
      )}
    </p>
  );
}
