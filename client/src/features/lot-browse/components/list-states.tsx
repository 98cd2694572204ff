import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyedLoad } from '../../../hooks/use-keyed-load';

interface ListStatesProps<T> {
  list: KeyedLoad<T>;
  /** What the alert says when the list could not load; a retry button follows it. */
  failed: string;
  /** Whether the answer has nothing to show (asked only once it has come). */
  isEmpty(data: T): boolean;
  /** The text for no items, with the class the page styles it by (beside `muted`). */
  empty: string;
  emptyClass: string;
  children(data: T): ReactNode;
}

/**
 * What the catalogue's lists (the lot list, favourites, saved searches) show before their items: a
 * failure with a retry, the loading line until the first answer, the empty text; else the items.
 */
export function ListStates<T>({ list, failed, isEmpty, empty, emptyClass, children }: ListStatesProps<T>) {
  const { t } = useTranslation('catalogue');
  if (list.error) {
    return (
      <div className="form-alert" role="alert">
        <p>{failed}</p>
        <button type="button" className="button button--ghost button--small" onClick={list.reload}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (!list.data) {
    return (
      <p className="muted list-states__loading" role="status">
        {t('list.loading')}
      </p>
    );
  }
  if (isEmpty(list.data)) return <p className={`muted ${emptyClass}`}>{empty}</p>;
  return <>{children(list.data)}</>;
}
