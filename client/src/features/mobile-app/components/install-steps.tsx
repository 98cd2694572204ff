import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Installing by hand, per device; always shown, as most browsers make no install offer. */
const PLATFORMS = [
  {
    title: 'appLink.android.title',
    steps: [
      'appLink.android.open',
      'appLink.android.menu',
      'appLink.android.install',
      'appLink.android.confirm',
    ],
  },
  {
    title: 'appLink.ios.title',
    steps: ['appLink.ios.open', 'appLink.ios.share', 'appLink.ios.add', 'appLink.ios.confirm'],
  },
  {
    title: 'appLink.desktop.title',
    steps: ['appLink.desktop.open', 'appLink.desktop.icon', 'appLink.desktop.confirm'],
  },
] as const;

function Platform({ title, steps }: (typeof PLATFORMS)[number]) {
  const { t } = useTranslation('app-link');
  const headingId = useId();
  // The address to open on the phone, as the visitor sees it in this browser.
  const host = window.location.host;
  return (
    <section className="install-steps__platform" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(title)}</h3>
      <ol className="install-steps__list">
        {steps.map((key) => (
          <li key={key}>{t(key, { host })}</li>
        ))}
      </ol>
    </section>
  );
}

export function InstallSteps() {
  const { t } = useTranslation('app-link');
  const headingId = useId();
  return (
    <section className="install-steps" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('appLink.stepsTitle')}</h2>
      <p>{t('appLink.stepsLead')}</p>
      {PLATFORMS.map((platform) => (
        <Platform key={platform.title} {...platform} />
      ))}
    </section>
  );
}
