import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LOT_TABS, tabListsTradeType, type LotTab } from '@kimoshdi/shared/domain/lot/lot-tabs';
import { isApiError } from '../../../lib/api-client';
import {
  arrivedLotList,
  getLotCounts,
  getLotList,
  recalledLotCounts,
  recalledLotList,
} from '../api/shop-lots';
import { useRecalledLoad } from '../hooks/use-recalled-load';
import {
  FILTER_KEYS,
  readListView,
  writeListView,
  type LotFilters,
  type LotListView,
} from '../lot-list-params';
import { moveBetweenTabs } from '../../../components/ui/tab-keys';
import { LotFilterForm } from './lot-filter-form';
import { ListStates } from './list-states';
import { PagedLotGrid } from './paged-lot-grid';
import { LotSortSelect } from './lot-sort-select';
import { SaveSearchButton } from './save-search-button';
import './lot-list-toolbar.css';
import { paths } from '../../../config/paths';

/**
 * /lot-list: tabs with their counts, the filters, the sort and one page of lots. The address is the
 * whole state: every change writes it, and the page reads everything back from it.
 */
export function LotListPage({ signedIn, loginHref }: { signedIn: boolean; loginHref: string }) {
  const { t } = useTranslation('catalogue');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readListView(searchParams);
  const filtersKey = new URLSearchParams(
    FILTER_KEYS.flatMap((key) => (view.filters[key] ? [[key, view.filters[key]]] : [])),
  ).toString();
  const listKey = writeListView(view).toString();

  // Coming Back from a lot, the list is drawn from its last answer in the first render: the page
  // has its old height when the router restores the scroll position (shell/scroll-to-top.tsx).
  const list = useRecalledLoad(
    `list?${listKey}`,
    (signal) => getLotList(view, signal),
    () => arrivedLotList(view),
    () => recalledLotList(view),
  );
  const counts = useRecalledLoad(
    `counts?${filtersKey}`,
    (signal) => getLotCounts(view.filters, signal),
    () => undefined,
    () => recalledLotCounts(view.filters),
  );

  const href = (next: LotListView) => paths.lotList(writeListView(next));
  const go = (next: LotListView) => setSearchParams(writeListView(next), { preventScrollReset: true });

  // On a phone the tabs scroll sideways: keep the chosen one in sight (i=4 is the last by default).
  // Only the row scrolls: scrollIntoView would move the page too, away from the position Back
  // restores (issue 29).
  const tabsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = tabsRef.current;
    const tab = row?.querySelector('[aria-selected="true"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const centred = tabBox.left - rowBox.left + row.scrollLeft - (row.clientWidth - tabBox.width) / 2;
    row.scrollTo({ left: centred });
  }, [view.tab]);

  const applyFilters = (filters: LotFilters) => {
    // A text to search for belongs to the search results tab, as the navbar box does it; so does a
    // trade type the tab does not list (fixed-price lots are found only among search results).
    const unlisted = filters.trade_type !== '' && !tabListsTradeType(view.tab, Number(filters.trade_type));
    const tab: LotTab = (filters.q && !view.filters.q) || unlisted ? 0 : view.tab;
    go({ ...view, tab, page: 1, filters });
  };

  return (
    <div className="container page lot-list-page">
      <h1>{t('list.title')}</h1>
      <div
        ref={tabsRef}
        className="tabs lot-tabs"
        role="tablist"
        onKeyDown={moveBetweenTabs}
        aria-label={t('list.tabsLabel')}
      >
        {LOT_TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={tab === view.tab}
            tabIndex={tab === view.tab ? 0 : -1}
            aria-controls="lot-list-panel"
            onClick={() => go({ ...view, tab, page: 1 })}
          >
            {t(`tabs.${tab}`)}
            <span className="tabs__count" data-tab-count={tab}>
              {counts.data?.counts[String(tab) as `${LotTab}`] ?? (counts.error ? '–' : '…')}
            </span>
          </button>
        ))}
      </div>
      <LotFilterForm key={filtersKey} filters={view.filters} onApply={applyFilters} />
      <div className="lot-list__toolbar">
        <p className="muted lot-list__total">
          {list.data && list.data.items.length > 0 ? t('list.total', { total: list.data.total }) : ''}
        </p>
        <LotSortSelect value={view.sort} onChange={(sort) => go({ ...view, sort, page: 1 })} />
        <SaveSearchButton key={filtersKey} filters={view.filters} loginHref={signedIn ? null : loginHref} />
      </div>
      <section id="lot-list-panel" role="tabpanel" className="lot-list" aria-busy={list.loading}>
        {/* The cards' names are h3: the tab's name is the level between them and the page's h1. */}
        <h2 className="visually-hidden">{t(`tabs.${view.tab}`)}</h2>
        <ListStates
          list={list}
          // A filter the server refuses (a price range upside down...) says why.
          failed={
            isApiError(list.error) && list.error.status === 400 ? list.error.message : t('list.loadFailed')
          }
          isEmpty={(data) => data.items.length === 0}
          empty={t('list.empty')}
          emptyClass="lot-list__empty"
        >
          {(data) => (
            <PagedLotGrid
              lots={data.items}
              paging={data}
              hrefFor={(page) => href({ ...view, page })}
              signedIn={signedIn}
            />
          )}
        </ListStates>
      </section>
    </div>
  );
}
