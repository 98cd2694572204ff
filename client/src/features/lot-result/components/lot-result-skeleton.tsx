/**
 * The result page before its result comes: the title and the summary card (number, name, status
 * and the four facts) in the page's own layout (skeletons.css), so the result takes their place
 * without moving anything.
 */
export function LotResultSkeleton({ title, label }: { title: string; label: string }) {
  return (
    <div className="container page page--narrow lot-result">
      <h1>{title}</h1>
      <div
        className="card lot-result__summary skeleton-card lot-result-skeleton__summary"
        role="status"
        aria-label={label}
      />
    </div>
  );
}
