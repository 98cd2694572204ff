import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  savedSearchListPath,
  type SavedSearchFilters,
} from '@kimoshdi/shared/domain/saved-search/saved-search-limits';
import type { SavedSearch } from '@kimoshdi/shared/api/shop/saved-searches';
import { notify } from '../../../components/ui/notifications/notifications-store';
import {
  useAreas,
  useCategoryList,
  useCodedItems,
  useNameById,
  useRegions,
} from '../../../hooks/use-dictionaries';
import { useKeyedLoad } from '../../../hooks/use-keyed-load';
import { isApiError } from '../../../lib/api-client';
import { deleteSavedSearch, getSavedSearches } from '../api/saved-searches';
import { formatLotTime } from '../../../components/lots/format';
import { summarizeSavedSearch } from '../saved-search-summary';
import { ListStates } from './list-states';
import './saved-searches.css';

/** The filters of one search in words, with the dictionaries' names in the reader's language. */
function useSummary(filters: SavedSearchFilters): string[] {
  const { t } = useTranslation('catalogue');
  const names = {
    category: useNameById(useCategoryList().data),
    region: useNameById(useRegions().data),
    area: useNameById(useAreas(filters.region ?? '').data),
    tradeType: useNameById(useCodedItems('trade-types').data),
    orderType: useNameById(useCodedItems('order-types').data),
    paymentType: useNameById(useCodedItems('payment-types').data),
  };
  return summarizeSavedSearch(filters, names, (key, values) => t(key, values ?? {}));
}

function SavedSearchItem({ search, onDelete }: { search: SavedSearch; onDelete(): Promise<void> }) {
  const { t } = useTranslation('catalogue');
  const parts = useSummary(search.filters);
  const [busy, setBusy] = useState(false);
  return (
    <li className="saved-search card" data-saved-search-id={search.id}>
      <ul className="saved-search__filters" aria-label={t('filters.title')}>
        {parts.map((part, index) => (
          <li key={index} className="saved-search__filter">
            {part}
          </li>
        ))}
      </ul>
      <p className="saved-search__meta muted">
        {t('savedSearches.created', { date: formatLotTime(search.created_at) })} ·{' '}
        {t('savedSearches.announced', { count: search.announced })}
      </p>
      <div className="saved-search__actions">
        <Link className="button button--primary button--small" to={savedSearchListPath(search.filters)}>
          {t('savedSearches.open')}
        </Link>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onDelete().finally(() => setBusy(false));
          }}
        >
          {t('savedSearches.delete')}
        </button>
      </div>
    </li>
  );
}

/** /profile/saved-searches: the user's saved searches, each reopening its filters or deleted. */
export function SavedSearchesPage() {
  const { t } = useTranslation('catalogue');
  const list = useKeyedLoad('saved-searches', () => getSavedSearches());

  const remove = async (id: number) => {
    try {
      await deleteSavedSearch(id);
      notify({ type: 'success', message: t('savedSearches.deleted') });
    } catch (error) {
      // Already gone (another tab) is what was wanted: the reload shows the list as it is.
      if (isApiError(error) && error.status !== 404 && error.status !== 401) {
        notify({ type: 'error', message: error.message });
      }
    }
    list.reload();
  };

  return (
    <>
      <p className="muted">{t('savedSearches.intro', { limit: list.data?.limit ?? 20 })}</p>
      <ListStates
        list={list}
        failed={t('savedSearches.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={t('savedSearches.empty')}
        emptyClass="saved-searches__empty"
      >
        {(data) => (
          <>
            <p className="saved-searches__count muted">
              {t('savedSearches.count', { count: data.items.length, limit: data.limit })}
            </p>
            <ul className="saved-searches">
              {data.items.map((search) => (
                <SavedSearchItem key={search.id} search={search} onDelete={() => remove(search.id)} />
              ))}
            </ul>
          </>
        )}
      </ListStates>
    </>
  );
}
