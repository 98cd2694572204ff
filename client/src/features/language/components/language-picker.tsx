import { useTranslation } from 'react-i18next';
import { LOCALE_OPTIONS } from '@kimoshdi/shared';
import { MEDIA, useMediaQuery } from '../../../hooks/use-media-query';
import { useChangeLanguage } from '../hooks/use-change-language';

/**
 * O'Z / РУ. Wide: both options side by side, the current one pressed. At 450 px or less (spec
 * breakpoint) it shrinks to one button that offers the other language, to leave room for the bar.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { language, change } = useChangeLanguage();
  const compact = useMediaQuery(MEDIA.narrow);

  const options = compact ? LOCALE_OPTIONS.filter((option) => option.value !== language) : LOCALE_OPTIONS;

  return (
    <div
      className={`language-picker ${compact ? 'language-picker--compact' : ''} ${className}`}
      role="group"
      aria-label={t('nav.language')}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="language-picker__option"
          lang={option.value}
          title={option.label}
          aria-pressed={compact ? undefined : option.value === language}
          onClick={() => void change(option.value)}
        >
          {option.shortLabel}
        </button>
      ))}
    </div>
  );
}
