/**
 * Every group of calls in the API document, in the order the page shows them. A new contract file
 * with calls adds its group here (one line); a new call goes into its file's group.
 */
import type { ApiGroup } from './call';
import { paymentsApi } from './payments';
import { authApi } from './shop/auth';
import { cabinetApi } from './shop/cabinet';
import { captchaApi } from './shop/captcha';
import { checkBlackListApi, checkProtocolApi } from './shop/check';
import { commonApi } from './shop/common';
import { consentApi } from './shop/consent';
import { serviceContractsApi } from './shop/service-contracts';
import { contentApi } from './shop/content';
import { dictionariesApi } from './shop/dictionaries';
import { dictionaryListCalls } from './shop/dictionary-lists';
import { favouriteLotsApi } from './shop/favourite-lots';
import { fileApi } from './shop/file';
import { editRequestsApi } from './shop/edit-requests';
import { lotProtestsApi } from './shop/lot-protests';
import { lotReviewsApi } from './shop/lot-reviews';
import { gameViewApi } from './shop/game-view';
import { gatewayApi } from './shop/gateway';
import { uzcardCardsApi } from './shop/uzcard-cards';
import { lotCardApi } from './shop/lot-card';
import { operatorApi } from './shop/operator';
import { exportApi } from './shop/export';
import { orderApi } from './shop/order';
import { orderActionApi } from './shop/order-action';
import { paymentBackApi } from './shop/payment-back';
import { repeatAuctionApi } from './shop/repeat-auction';
import { customerProtocolsApi, lotProtocolsApi } from './shop/protocols';
import { noticeSettingsApi } from './shop/notification-settings';
import { savedSearchesApi } from './shop/saved-searches';
import { shopLotsApi } from './shop/shop-lots';
import { userApi } from './shop/user';
import { userOrderApi } from './shop/user-order';
import { winlotApi } from './shop/winlot';
import { winnerPaymentsApi } from './shop/winner-payments';
import { calendarApi } from './shop/calendar';

export const apiGroups: readonly ApiGroup[] = [
  commonApi,
  // The spec's status lists, groups and form fields join the group here: their file reads the
  // group's schemas, so the group cannot import it back.
  { ...dictionariesApi, calls: { ...dictionariesApi.calls, ...dictionaryListCalls } },
  contentApi,
  authApi,
  userApi,
  gatewayApi,
  uzcardCardsApi,
  paymentBackApi,
  paymentsApi,
  shopLotsApi,
  lotCardApi,
  favouriteLotsApi,
  savedSearchesApi,
  noticeSettingsApi,
  checkProtocolApi,
  checkBlackListApi,
  captchaApi,
  cabinetApi,
  gameViewApi,
  consentApi,
  serviceContractsApi,
  lotProtocolsApi,
  customerProtocolsApi,
  winlotApi,
  winnerPaymentsApi,
  userOrderApi,
  orderApi,
  orderActionApi,
  repeatAuctionApi,
  lotProtestsApi,
  fileApi,
  editRequestsApi,
  operatorApi,
  lotReviewsApi,
  calendarApi,
  exportApi,
];
