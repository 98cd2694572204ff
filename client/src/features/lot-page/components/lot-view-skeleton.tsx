/**
 * The lot page before its lot comes: the number, title and status, the photo and the summary card
 * in the page's own layout (skeletons.css), so the lot takes their place without moving anything.
 */
export function LotViewSkeleton({ label }: { label: string }) {
  return (
    <div className="container page lot-view" role="status" aria-label={label}>
      <div aria-hidden="true">
        <header className="lot-view__head">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--title" />
          <span className="skeleton skeleton--badge" />
        </header>
        <div className="lot-view__top">
          <span className="skeleton skeleton--photo" />
          <div className="lot-view__summary card skeleton-card lot-view-skeleton__summary" />
        </div>
      </div>
    </div>
  );
}
