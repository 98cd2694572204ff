import { useTranslation } from 'react-i18next';
import { LOCALE_OPTIONS } from '@kimoshdi/shared/i18n/languages';
import {
  PROTOCOL_PDF_LANGUAGES,
  protocolPdfFileName,
  protocolPdfPath,
} from '@kimoshdi/shared/domain/protocol/protocol-links';

/** The PDF in Uzbek and in Russian (labelled as the language picker labels them), saved under its own name. */
export function ProtocolDownloads({ number }: { number: string }) {
  const { t } = useTranslation('protocols');
  return (
    <span className="protocol-downloads">
      {PROTOCOL_PDF_LANGUAGES.map((lang) => {
        const shortLabel = LOCALE_OPTIONS.find((option) => option.value === lang)?.shortLabel ?? lang;
        return (
          <a
            key={lang}
            className="button button--ghost button--small"
            href={protocolPdfPath(number, lang)}
            download={protocolPdfFileName(number, lang)}
            // The name starts with what the button shows, so voice control finds it by it (WCAG 2.5.3).
            aria-label={`${shortLabel}: ${t('downloadLabel', { number, language: t(`languages.${lang}`) })}`}
            data-testid={`protocol-pdf-${lang}`}
          >
            {shortLabel}
          </a>
        );
      })}
    </span>
  );
}
