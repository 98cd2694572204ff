import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language, type PickerLanguage } from '@kimoshdi/shared';
import { applyLanguage } from '../../../lib/i18n';
import { postLanguage } from '../api/change-language';

/**
 * The picker's action (docs/product.md section 4): tell the server first, and only when it agrees switch the
 * interface and the stored locale, so the page and the server's texts never disagree. A failure is
 * silently ignored (docs/product.md section 8): the page simply stays in its language.
 */
export function useChangeLanguage(): { language: Language; change(language: PickerLanguage): Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const change = useCallback(async (next: PickerLanguage) => {
    try {
      await postLanguage(next);
    } catch (error) {
      console.debug('[language] change refused', error);
      return;
    }
    await applyLanguage(next);
  }, []);

  return { language, change };
}
