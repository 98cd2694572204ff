import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary } from '../ui/part-boundary';

/**
 * A part of a lot's page or result that comes after the page (`lazyWithTexts`): nothing in its
 * place meanwhile, and a retry in its place if its code does not come.
 */
export function Later({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  return (
    <PartBoundary retry={t('list.retry')} fallback={null}>
      {children}
    </PartBoundary>
  );
}
