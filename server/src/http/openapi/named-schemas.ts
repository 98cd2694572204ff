/**
 * Answer models shown once under their own name (components/schemas) and referred to wherever a
 * call answers them, so the page lists a LotCard once instead of in forty answers.
 */
import {
  bidViewSchema,
  gameCountsSchema,
  gameSeatSchema,
  gameStateSchema,
  liveAuctionRowSchema,
  localNamesSchema,
  lotCardSchema,
  messageSchema,
  myApplicationSchema,
  orderDocumentSchema,
  orderFlowSchema,
  orderImageSchema,
  orderSummarySchema,
  protocolRowSchema,
  refundSchema,
  userOrderSchema,
  winLotSchema,
} from '@kimoshdi/shared';
import { consentSignatureSchema } from '@kimoshdi/shared/api/shop/consent';

export const namedSchemas = {
  LocalNames: localNamesSchema,
  LotCard: lotCardSchema,
  BidView: bidViewSchema,
  GameState: gameStateSchema,
  GameSeat: gameSeatSchema,
  GameCounts: gameCountsSchema,
  LiveAuctionRow: liveAuctionRowSchema,
  MyApplication: myApplicationSchema,
  Message: messageSchema,
  Refund: refundSchema,
  OrderSummary: orderSummarySchema,
  OrderFlow: orderFlowSchema,
  OrderImage: orderImageSchema,
  OrderDocument: orderDocumentSchema,
  ProtocolRow: protocolRowSchema,
  WinLot: winLotSchema,
  UserOrder: userOrderSchema,
  ConsentSignature: consentSignatureSchema,
};
