import type { LocalNames } from '@kimoshdi/shared';
import { useApiQuery } from '../../../hooks/use-api-query';
import { useLocalName } from '../../../hooks/use-local-name';
import { useCategoryList, useCodedItems, useNameById, useRegions } from '../../../hooks/use-dictionaries';
import { getBanks, getOrderCategories } from '../api/orders';

/* The dictionaries the order form and pages read, each loaded once per visit. */

export const useBanks = () => useApiQuery('dictionaries/bank', getBanks);
export const useOrderCategories = () => useApiQuery('dictionaries/order-categories', getOrderCategories);

/** Names of everything an order's pages show by id, in the reader's language ('' while loading). */
export function useOrderNames() {
  const local = useLocalName();
  const categories = useCategoryList().data;
  const banks = useBanks().data;
  const category = useNameById(categories);
  return {
    status: useNameById(useCodedItems('order-statuses').data),
    tradeType: useNameById(useCodedItems('trade-types').data),
    orderType: useNameById(useCodedItems('order-types').data),
    region: useNameById(useRegions().data),
    category,
    /** The category's top-level kind, for "category" next to "category type". */
    group(categoryId: number | null): string {
      const item = categories?.find((entry) => entry.id === categoryId);
      if (!item) return '';
      return item.parent_id === null ? category(item.id) : category(item.parent_id);
    },
    bank(mfo: string | null): string {
      const bank = banks?.find((entry) => entry.mfo === mfo);
      return bank ? local(bank.name as LocalNames) : '';
    },
    /** An MFO the banks' list (loaded) does not know: the page says "bank info not found". */
    bankMissing(mfo: string | null): boolean {
      return banks !== undefined && mfo !== null && mfo !== '' && !banks.some((entry) => entry.mfo === mfo);
    },
  };
}
