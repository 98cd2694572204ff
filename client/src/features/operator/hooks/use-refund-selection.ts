import { useState } from 'react';
import type { OperatorRefund } from '@kimoshdi/shared';

export interface RefundSelection {
  /** The chosen applications, in the page's order. */
  chosen: OperatorRefund[];
  /** The page's applications that can be chosen (those still waiting for a decision). */
  pending: OperatorRefund[];
  isChosen(id: string): boolean;
  choose(id: string, on: boolean): void;
  /** Every pending application of the page, or none. */
  chooseAll(on: boolean): void;
  /** Exactly these (after a run of approvals: the ones left to decide). */
  set(ids: readonly string[]): void;
}

const pendingOf = (items: readonly OperatorRefund[]) => items.filter((refund) => refund.status === 'pending');

/** The chosen ids that are still on the page and still pending. */
function kept(ids: ReadonlySet<string>, items: readonly OperatorRefund[]): Set<string> {
  return new Set(
    pendingOf(items)
      .map((refund) => refund.id)
      .filter((id) => ids.has(id)),
  );
}

/**
 * The applications chosen on one page of the refund desk. A selection is of the rows in sight:
 * whenever the rows change (another page, another filter, a reload after a decision) it keeps only
 * the ones still shown and still pending, so another page starts with nothing chosen and nothing
 * chosen ever hides off the page.
 */
export function useRefundSelection(items: readonly OperatorRefund[]): RefundSelection {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const [seen, setSeen] = useState(items);
  // Adjusted while rendering, not in an effect: the new rows never show with the old selection.
  if (seen !== items) {
    setSeen(items);
    setIds(kept(ids, items));
  }

  const pending = pendingOf(items);
  return {
    chosen: pending.filter((refund) => ids.has(refund.id)),
    pending,
    isChosen: (id) => ids.has(id),
    choose: (id, on) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    chooseAll: (on) => setIds(on ? new Set(pending.map((refund) => refund.id)) : new Set()),
    set: (next) => setIds(kept(new Set(next), items)),
  };
}
