/**
 * The room's two live regions, always in the page (a region added with its text is not read):
 * new bids and the lead politely, being outbid assertively.
 */
export function LiveAnnouncer({ polite, assertive }: { polite: string; assertive: string }) {
  return (
    <>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="room-live-polite">
        {polite}
      </p>
      <p
        className="visually-hidden"
        aria-live="assertive"
        aria-atomic="true"
        data-testid="room-live-assertive"
      >
        {assertive}
      </p>
    </>
  );
}
