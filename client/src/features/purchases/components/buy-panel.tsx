import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotDetails } from '@kimoshdi/shared/api/shop/lot-card';
import { mechanismOf } from '@kimoshdi/shared/domain/trade/mechanisms';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { purchaseTotal } from '@kimoshdi/shared/domain/user-order/purchase';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { PartBoundary } from '../../../components/ui/part-boundary';
import { resumeAfterConsent } from '../../../lib/consent-gate';
import { retryingLazy } from '../../../lib/retrying-lazy';
import { createUserOrder, sendBuyCode } from '../api/user-order';
import './purchases.css';
import { paths } from '../../../config/paths';

// Fetched when Buy is pressed: most visitors of a lot page never buy, and the lot page's first
// load stays within its budget (tests/browser/first-load-budget.test.ts).
const loadCodeDialog = () => import('./code-dialog').then((module) => ({ default: module.CodeDialog }));
const CodeDialog = retryingLazy(loadCodeDialog);

/** The copies selector offers at most this many at once (the server allows any number left). */
const SELECTOR_MAX = 50;

interface BuyPanelProps {
  lot: LotDetails;
  signedIn: boolean;
  /** Where a guest signs in, coming back to this lot. */
  loginHref: string;
  /** After a purchase: the lot (copies left) and the navbar's balance are loaded again. */
  onBought(): void;
}

/**
 * The one-click purchase on a fixed-price lot's page: copies (when more than one is left), the
 * total, and Buy, which asks for the code (CodeDialog) and buys with it. A guest is sent to sign in.
 */
export function BuyPanel({ lot, signedIn, loginHref, onBought }: BuyPanelProps) {
  const { t } = useTranslation('purchases');
  const [count, setCount] = useState(1);
  const [asking, setAsking] = useState(false);
  const selectId = useId();
  const mechanism = mechanismOf(lot.trade_type);
  if (!mechanism.oneClick || lot.lot_status !== mechanism.onSaleStatus) return null;
  const left = lot.quantity_left;
  if (left <= 0) {
    return (
      <p className="muted buy-panel" data-testid="sold-out">
        {t('buy.soldOut')}
      </p>
    );
  }
  const copies = Math.min(count, left);
  // Refused until the offer is signed, the code dialog steps aside; once signed it opens again.
  const reopenAfterConsent = (failure: unknown): never => {
    resumeAfterConsent(failure, () => setAsking(true));
    throw failure;
  };
  const total = formatTiyin(purchaseTotal(BigInt(lot.start_price), copies), { currency: true });
  const price = formatTiyin(lot.start_price, { currency: true });

  return (
    <div className="buy-panel" data-testid="buy-panel">
      {left > 1 && (
        <div className="field buy-panel__count">
          <label htmlFor={selectId}>{t('buy.count')}</label>
          <select
            id={selectId}
            data-testid="copies-select"
            value={copies}
            onChange={(event) => setCount(Number(event.target.value))}
          >
            {Array.from({ length: Math.min(left, SELECTOR_MAX) }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="buy-panel__total">
        <span className="muted">{t('buy.total')}:</span> <strong data-testid="buy-total">{total}</strong>
      </p>
      {signedIn ? (
        <button
          type="button"
          className="button button--primary buy-panel__button"
          data-testid="buy"
          onClick={() => setAsking(true)}
        >
          {t('buy.buy')}
        </button>
      ) : (
        <a className="button button--primary buy-panel__button" href={loginHref} data-testid="buy-sign-in">
          {t('buy.signIn')}
        </a>
      )}
      {asking && (
        <PartBoundary retry={t('catalogue:list.retry')} fallback={null}>
          <CodeDialog
            title={t('dialog.buyTitle')}
            summary={t('dialog.summary', { count: copies, price, total })}
            confirmLabel={t('dialog.confirmBuy')}
            codeKey={`buy:${lot.id}:${copies}`}
            send={() => sendBuyCode(lot.id, copies).catch(reopenAfterConsent)}
            confirm={async (code) => {
              const answer = await createUserOrder(lot.id, copies, code).catch(reopenAfterConsent);
              setAsking(false);
              setCount(1);
              notify({
                type: 'success',
                message: t('buy.bought', {
                  count: answer.user_order.count,
                  receipt: answer.user_order.receipt_no,
                }),
              });
              onBought();
            }}
            onClose={() => setAsking(false)}
          />
        </PartBoundary>
      )}
      {signedIn && (
        <Link className="buy-panel__link" to={paths.profilePurchases}>
          {t('buy.purchasesLink')}
        </Link>
      )}
    </div>
  );
}
