import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/ui/notifications/notifications-store';
import { loadNamespaces } from '../../../lib/i18n';
import { useConsentDialog } from '../stores/consent-dialog-store';

let loading: Promise<ComponentType> | null = null;

/** The dialog's code (with the signers) and its texts, fetched together once; a failure may be retried. */
function loadConsentDialog(): Promise<ComponentType> {
  loading ??= Promise.all([import('./consent-dialog'), loadNamespaces(['consent'])]).then(
    ([module]) => module.ConsentDialog,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The signing dialog, fetched the first time something opens it (issue 15: few visitors ever
 * sign, so neither its code nor its texts are in what every page loads first). It renders once
 * both are there, so it never shows raw keys, and stays mounted afterwards, as it was before.
 */
export function ConsentDialogOnDemand() {
  const { t } = useTranslation();
  const open = useConsentDialog((state) => state.open);
  const hide = useConsentDialog((state) => state.hide);
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!open || Loaded) return;
    let current = true;
    loadConsentDialog().then(
      (component) => current && setLoaded(() => component),
      () => {
        if (!current) return;
        // Nothing to show: the next attempt of the action opens it again.
        hide();
        notify({ type: 'error', message: t('common:api.network') });
      },
    );
    return () => {
      current = false;
    };
  }, [open, Loaded, hide, t]);

  return Loaded ? <Loaded /> : null;
}
