import { useTranslation } from 'react-i18next';
import { useRunningStandalone } from '../hooks/use-running-standalone';
import { useInstallPrompt } from '../stores/install-prompt-store';

/**
 * The one-click install: shown only while the browser offers it (`beforeinstallprompt`, Chromium
 * browsers). Elsewhere the steps below the offer do the same by hand. Once Kimoshdi is installed,
 * or when the page already runs as the installed app, a short status takes its place.
 */
export function InstallOffer() {
  const { t } = useTranslation();
  const offer = useInstallPrompt((state) => state.offer);
  const installed = useInstallPrompt((state) => state.installed);
  const install = useInstallPrompt((state) => state.install);
  const standalone = useRunningStandalone();

  if (standalone)
    return <p className="install-offer install-offer--done">{t('app-link:appLink.standalone')}</p>;
  if (installed) {
    return (
      <p className="install-offer install-offer--done" role="status">
        {t('app-link:appLink.installed')}
      </p>
    );
  }
  if (!offer) return null;
  return (
    <div className="install-offer">
      <p>{t('app-link:appLink.installReady')}</p>
      <button type="button" className="button button--primary" onClick={() => void install()}>
        {t('app-link:appLink.installAction')}
      </button>
    </div>
  );
}
