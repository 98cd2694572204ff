import { useTranslation } from 'react-i18next';
import type { OrderDocument } from '@kimoshdi/shared';

/** The order's documents as links, each saying whether the lot's participants will see it. */
export function OrderDocumentsList({ documents }: { documents: OrderDocument[] }) {
  const { t } = useTranslation('moderation');
  if (documents.length === 0) return <p className="muted">{t('order.noDocuments')}</p>;
  return (
    <ul className="moderation-documents" data-testid="moderation-documents">
      {documents.map((document) => (
        <li key={document.id}>
          <a href={document.url} target="_blank" rel="noreferrer">
            {document.name}
          </a>{' '}
          <span className="muted">
            ({document.visible ? t('order.documentVisible') : t('order.documentHidden')})
          </span>
        </li>
      ))}
    </ul>
  );
}
