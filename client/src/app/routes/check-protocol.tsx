import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/ui/page-title';
import { ProtocolCheck } from '../../features/checks/components/protocol-check';

/** /check-protocol, or /check-protocol?number=BN-… (a protocol's QR code): checked at once. */
export function CheckProtocolRoute() {
  const { t } = useTranslation('catalogue');
  const [searchParams] = useSearchParams();
  const number = searchParams.get('number') ?? '';
  usePageTitle(t('protocol.title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('protocol.title')}</h1>
      <p className="muted">{t('protocol.lead')}</p>
      {/* A new number in the address is a new check. */}
      <ProtocolCheck key={number} initialNumber={number} />
    </div>
  );
}
