import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferAnswer } from '@kimoshdi/shared/api/shop/consent';
import { Dialog } from '../../../components/ui/dialog';
import { agree, getOffer } from '../api/consent';
import { useConsentDialog } from '../stores/consent-dialog-store';
import { OfferText } from './offer-text';
import { SignDocumentForm } from './sign-document-form';
import './consent.css';

/**
 * The signing dialog, mounted once for the whole app when first opened (consent-dialog-on-demand):
 * any CONSENT_REQUIRED (an application, a bid, a purchase) opens it, and so does the cabinet. It
 * shows the offer as it will be signed, the keys the signer sees (in test mode with a way to make
 * one), asks the key's password, signs and sends the signed offer; closing it then carries out
 * the action that asked for the signature (lib/consent-gate.ts).
 */
export function ConsentDialog() {
  const { t } = useTranslation('consent');
  const open = useConsentDialog((state) => state.open);
  const hide = useConsentDialog((state) => state.hide);
  return (
    <Dialog open={open} title={t('dialog.title')} onClose={hide} size="wide">
      {/* Mounted only while open: every opening reads the offer and the keys afresh. */}
      {open && <Signing onClose={hide} />}
    </Dialog>
  );
}

function Signing({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('consent');
  const markSigned = useConsentDialog((state) => state.markSigned);
  const markConsented = useConsentDialog((state) => state.markConsented);
  const [offer, setOffer] = useState<OfferAnswer | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let current = true;
    getOffer().then(
      (answer) => {
        if (!current) return;
        setOffer(answer);
        // Signed already (another tab, a race): the action that asked may go on all the same.
        if (answer.consented) markConsented();
      },
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [markConsented]);

  if (loadFailed) {
    return (
      <>
        <p className="form-alert" role="alert">
          {t('dialog.loadFailed')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('dialog.close')}
          </button>
        </div>
      </>
    );
  }
  if (!offer) return <p className="muted">{t('keys.loading')}</p>;
  if (done || offer.consented) {
    return (
      <>
        <p className="consent-done" role="status" data-testid="consent-signed">
          {done ? t('dialog.signed') : t('status.consented')}
        </p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            {t('dialog.continue')}
          </button>
        </div>
      </>
    );
  }
  return (
    <SignForm
      offer={offer}
      onClose={onClose}
      onSigned={() => {
        setDone(true);
        markSigned();
      }}
    />
  );
}

function SignForm({ offer, onClose, onSigned }: { offer: OfferAnswer; onClose(): void; onSigned(): void }) {
  const { t } = useTranslation('consent');
  const markKeyMade = useConsentDialog((state) => state.markKeyMade);
  return (
    <SignDocumentForm
      esignMode={offer.esign_mode}
      text={offer.text}
      submit={async (cms) => {
        await agree(offer.version, cms);
        onSigned();
      }}
      onClose={onClose}
      onKeyMade={markKeyMade}
    >
      {offer.reason && <p className="consent-sign__lead">{t(`dialog.reason.${offer.reason}`)}</p>}
      <OfferText offer={offer} />
    </SignDocumentForm>
  );
}
