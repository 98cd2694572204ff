import { useTranslation } from 'react-i18next';
import {
  PROTOCOL_PDF_LANGUAGES,
  protocolPdfFileName,
  protocolPdfPath,
} from '@kimoshdi/shared/domain/protocol/protocol-links';

/** The PDF in Uzbek and in Russian, saved under its own name. */
export function ProtocolDownloads({ number }: { number: string }) {
  const { t } = useTranslation('protocols');
  return (
    <span className="protocol-downloads">
      {PROTOCOL_PDF_LANGUAGES.map((lang) => (
        <a
          key={lang}
          className="button button--ghost button--small"
          href={protocolPdfPath(number, lang)}
          download={protocolPdfFileName(number, lang)}
          aria-label={t('downloadLabel', { number, language: t(`languages.${lang}`) })}
          data-testid={`protocol-pdf-${lang}`}
        >
          PDF {lang === 'uz' ? "O'Z" : 'РУ'}
        </a>
      ))}
    </span>
  );
}
