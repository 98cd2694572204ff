import { useTranslation } from 'react-i18next';
import type { LotTabDetails } from '@kimoshdi/shared/api/shop/lot-card';
import { useFileSize } from '../../../hooks/use-file-size';
import { useDocumentName } from '../../../components/lots/document-name';

/**
 * The lot page's documents tab: each document by its name in the reader's language, with its size
 * in the unit that fits (as the order's files show it). Loaded with its first opening, as its data
 * is (lot-tab-panel.tsx), so the sizes' code is not on the lot page's first load.
 */
export function LotDocumentsTab({ data }: { data: Extract<LotTabDetails, { tab: 'documents' }> }) {
  const { t } = useTranslation('catalogue');
  const documentName = useDocumentName();
  const size = useFileSize();
  if (data.documents.length === 0) return <p className="muted">{t('documents.none')}</p>;
  return (
    <ul className="document-list">
      {data.documents.map((document) => (
        <li key={document.url}>
          <a href={document.url} target="_blank" rel="noreferrer">
            {documentName(document)}
          </a>{' '}
          <span className="muted" data-testid="document-size">
            {size(document.size)}
          </span>
        </li>
      ))}
    </ul>
  );
}
