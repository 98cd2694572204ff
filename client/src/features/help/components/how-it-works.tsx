import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { helpHref, helpMenuKey, MANUAL_PAGES, type HelpPage } from '../help-pages';
import { useHelpPage } from '../hooks/use-help-page';
import { HelpSummary } from './help-summary';

/**
 * The home page's manual: four tabs, each showing a help page (ARIA tabs pattern: arrow keys
 * move between tabs, only the selected tab is in the tab order).
 */
export function HowItWorks() {
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState<HelpPage>(MANUAL_PAGES[0]);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = MANUAL_PAGES.length - 1;
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    setSelected(MANUAL_PAGES[target] ?? MANUAL_PAGES[0]);
    tabRefs.current[target]?.focus();
  };

  return (
    <div className="how-it-works">
      <div className="tabs" role="tablist" aria-label={t('home.manual.title')}>
        {MANUAL_PAGES.map((page, index) => (
          <button
            key={page}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={`${baseId}-tab-${page}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={page === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={page === selected ? 0 : -1}
            onClick={() => setSelected(page)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span className="tabs__number">{index + 1}</span>
            {t(helpMenuKey(page))}
          </button>
        ))}
      </div>
      <div
        id={`${baseId}-panel`}
        className="tabs__panel"
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${selected}`}
        tabIndex={0}
      >
        <ManualPanel page={selected} />
      </div>
    </div>
  );
}

function ManualPanel({ page }: { page: HelpPage }) {
  const { t } = useTranslation();
  const content = useHelpPage(page);
  return (
    <>
      {content ? <HelpSummary content={content} /> : <p className="muted">{t('state.empty')}</p>}
      <Link className="button button--ghost" to={helpHref(page)}>
        {t('home.manual.readMore')}
      </Link>
    </>
  );
}
