/**
 * The live room before its lot and first state come: the price card, the offers card and the
 * actions card in the room's own grid (skeletons.css), each the height it has on a phone, so the
 * room takes their place in one step and nothing below it moves (issue 29).
 */
export function GameViewSkeleton({ label }: { label: string }) {
  return (
    <div className="game-view__grid" role="status" aria-label={label}>
      <div className="game-view__main" aria-hidden="true">
        <span className="card skeleton-card game-view-skeleton__hero" />
        <span className="card skeleton-card game-view-skeleton__board" />
      </div>
      <span
        className="card skeleton-card game-view__actions game-view-skeleton__actions"
        aria-hidden="true"
      />
    </div>
  );
}
