import type { ContentVersion } from '@kimoshdi/shared';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { useTranslation } from 'react-i18next';

type Version = Omit<ContentVersion, 'title'> & { title?: string };

interface VersionHistoryProps {
  versions: Version[];
  busy: boolean;
  onRestore(id: number): void;
}

/** The versions, newest (published) first, each but the first with Restore. */
export function VersionHistory({ versions, busy, onRestore }: VersionHistoryProps) {
  const { t } = useTranslation('content');
  return (
    <section className="version-history">
      <h2 className="version-history__title">{t('content:editor.history')}</h2>
      <ol className="version-history__list">
        {versions.map((version, index) => (
          <li key={version.id} className="version-history__item" data-testid="content-version">
            <div className="version-history__text">
              <strong>#{version.id}</strong>{' '}
              <time dateTime={version.created_at}>
                {formatTashkentDateTime(new Date(version.created_at))}
              </time>
              {' · '}
              {version.author_name ?? t('content:editor.unknownAuthor')}
              {version.restored_from !== null && (
                <span className="muted">
                  {' '}
                  · {t('content:editor.restoredFrom', { id: version.restored_from })}
                </span>
              )}
              {version.title && <div className="version-history__title-text">{version.title}</div>}
            </div>
            {index === 0 ? (
              <span className="badge">{t('content:editor.current')}</span>
            ) : (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={busy}
                onClick={() => onRestore(version.id)}
              >
                {t('content:editor.restore')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
