import { useTranslation } from 'react-i18next';
import { lotDocumentKind } from '@kimoshdi/shared/domain/lot/document-kind';

/**
 * A lot's or a protocol's document as the list names it: the platform's own documents in the
 * interface's language (their files are named in Uzbek), any other by the name it was uploaded with.
 */
export function useDocumentName(): (document: { name: string; url: string }) => string {
  const { t } = useTranslation('catalogue');
  return (document) => {
    const kind = lotDocumentKind(document.url);
    return kind ? t(`documents.kinds.${kind}`) : document.name;
  };
}
