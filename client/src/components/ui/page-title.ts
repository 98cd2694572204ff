import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title as `<page> — Kimoshdi`; screen readers announce it on navigation. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const site = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} — ${site}` : site;
  }, [title, site]);
}
