import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { saveSearch } from '../api/saved-searches';
import { hasFilters, type LotFilters } from '../lot-list-params';
import { paths } from '../../../config/paths';

export const SAVED_SEARCHES_PATH = paths.profileSavedSearches;

interface SaveSearchButtonProps {
  filters: LotFilters;
  /** Null for a guest: the button leads to sign-in, coming back to this list. */
  loginHref: string | null;
}

/**
 * "Save this search" on the lot list: keeps the current filters, whose new lots are then announced
 * in the cabinet's messages. Says where the saved searches are, or why it could not save.
 */
export function SaveSearchButton({ filters, loginHref }: SaveSearchButtonProps) {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' | 'saved' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });

  if (loginHref !== null) {
    return (
      <a className="button button--ghost button--small save-search" href={loginHref}>
        {t('savedSearches.signInToSave')}
      </a>
    );
  }

  const save = async () => {
    if (!hasFilters(filters)) {
      setState({ kind: 'error', message: t('savedSearches.noFilters') });
      return;
    }
    setState({ kind: 'busy' });
    try {
      await saveSearch(filters);
      setState({ kind: 'saved' });
    } catch (error) {
      // A 401 opens the session-expired dialog by itself.
      setState({ kind: 'error', message: isApiError(error) ? error.message : t('list.loadFailed') });
    }
  };

  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={state.kind === 'busy'}
        onClick={() => void save()}
      >
        {t('savedSearches.save')}
      </button>
      <p className="save-search__status" role="status">
        {state.kind === 'saved' && (
          <>
            {t('savedSearches.saved')} <Link to={SAVED_SEARCHES_PATH}>{t('savedSearches.savedLink')}</Link>
          </>
        )}
        {state.kind === 'error' && <span className="save-search__error">{state.message}</span>}
      </p>
    </div>
  );
}
