import { useTranslation } from 'react-i18next';
import { useConnectionLost } from '../hooks/use-connection-lost';

/** The spec's "connection lost" text, only while the socket is really down (it reconnects itself). */
export function ConnectionLost() {
  const { t } = useTranslation('auction');
  const lost = useConnectionLost();
  if (!lost) return null;
  return (
    <p className="form-alert game-connection" role="alert" data-testid="connection-lost">
      {t('connectionLost')}
    </p>
  );
}
