import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../ui/icons';
import { notify } from '../ui/notifications/notifications-store';
import { isApiError } from '../../lib/api-client';
import { setFavourite } from './favourite-lots';

interface FavouriteButtonProps {
  lotId: number;
  favourite: boolean;
  /** Told the new state after the server agreed (the favourites page drops the lot). */
  onChange?(favourite: boolean): void;
}

/** Keeps or forgets a lot (signed-in users only; the caller leaves it out for guests). */
export function FavouriteButton({ lotId, favourite, onChange }: FavouriteButtonProps) {
  const { t } = useTranslation('catalogue');
  const [kept, setKept] = useState(favourite);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await setFavourite(lotId, !kept);
      setKept(answer.favourite);
      onChange?.(answer.favourite);
    } catch (error) {
      // A 401 opens the session-expired dialog by itself; other failures say why.
      if (isApiError(error) && error.status !== 401) notify({ type: 'error', message: error.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`favourite-button${kept ? ' favourite-button--on' : ''}`}
      aria-pressed={kept}
      aria-label={kept ? t('favourite.remove') : t('favourite.add')}
      title={kept ? t('favourite.remove') : t('favourite.add')}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <HeartIcon size={22} />
    </button>
  );
}
