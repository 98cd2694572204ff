import './lot-grid-skeleton.css';

/**
 * The place of a lot grid before its lots come: as many blocks as cards will be, each the size a
 * card has at that width (lot-grid-skeleton.css), so the page does not move when they arrive.
 */
export function LotGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="lot-grid lot-grid-skeleton" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="lot-grid-skeleton__card">
            <span className="lot-grid-skeleton__photo" />
            <span className="lot-grid-skeleton__body">
              <span className="lot-grid-skeleton__line lot-grid-skeleton__line--price" />
              <span className="lot-grid-skeleton__line" />
              <span className="lot-grid-skeleton__line lot-grid-skeleton__line--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
