import { useTranslation } from 'react-i18next';
import type { ConnectionState } from '../hooks/use-connection-state';

/**
 * The room's connection in a small badge beside the title, never a dialog: live, reconnecting (only
 * after a real loss, not a blip) and caught up once the missed bids are in.
 */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const { t } = useTranslation('auction');
  return (
    <p
      className={`game-connection game-connection--${state}`}
      role="status"
      data-testid="game-connection"
      data-state={state}
    >
      <span className="game-connection__dot" aria-hidden="true" />
      {state === 'reconnecting' ? (
        <span data-testid="connection-lost">{t('connectionLost')}</span>
      ) : (
        <span>{t(state === 'caught-up' ? 'connection.caughtUp' : 'connection.live')}</span>
      )}
    </p>
  );
}
