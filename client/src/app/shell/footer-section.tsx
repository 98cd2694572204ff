import { useId, useState, type ReactNode } from 'react';
import { MEDIA, useMediaQuery } from '../../hooks/use-media-query';
import { ChevronDownIcon } from '../../components/ui/icons';

/**
 * A footer column. On small screens the columns become an accordion (docs/product.md section 2) so the
 * footer does not push four long lists under the thumb; wide screens show everything.
 */
export function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  const compact = useMediaQuery(MEDIA.compactNav);
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  if (!compact) {
    return (
      <section className="footer-section">
        <h2 className="footer-section__title">{title}</h2>
        <div className="footer-section__body">{children}</div>
      </section>
    );
  }
  return (
    <section className="footer-section footer-section--accordion">
      <h2 className="footer-section__title">
        <button
          type="button"
          className="footer-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          {title}
          <ChevronDownIcon size={18} className={open ? 'rotate-180' : ''} />
        </button>
      </h2>
      <div id={bodyId} className="footer-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
