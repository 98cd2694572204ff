import type { GameState } from '@kimoshdi/shared';
import type { AlertChoice } from '../room-alerts';
import { AlertSettings } from './alert-settings';
import { AutoBidPanel } from './auto-bid-panel';
import { BidPanel } from './bid-panel';

interface ParticipantActionsProps {
  lotId: number;
  state: GameState;
  leading: boolean;
  autoBidMax: string | null;
  alerts: AlertChoice;
  onAlertsChange(choice: AlertChoice): void;
}

/**
 * A participant's part of the room: the bid, the auto-bid and the outbid alerts. Few of the room's
 * visitors bid, so it comes in its own chunk (game-page.tsx fetches it as soon as a signed-in
 * visitor opens the room, long before the first state comes over the socket).
 */
export function ParticipantActions({
  lotId,
  state,
  leading,
  autoBidMax,
  alerts,
  onAlertsChange,
}: ParticipantActionsProps) {
  return (
    <>
      <BidPanel lotId={lotId} state={state} leading={leading} />
      <AutoBidPanel lotId={lotId} state={state} max={autoBidMax} />
      <AlertSettings choice={alerts} onChange={onAlertsChange} />
    </>
  );
}
