import { canBuy, canSell, isOperator, type Role } from '@kimoshdi/shared/domain/user/roles';
import { paths } from '../../config/paths';

/** The operators' queue view (bull-board), served by the server outside the app. */
export const OPS_QUEUES_PATH = '/ops/queues';

export type CabinetMenuItem =
  /** `document`: a page the server serves itself (not the app's router): loaded as a whole. */
  | { kind: 'link'; to: string; labelKey: string; counter?: 'unread'; document?: boolean }
  | { kind: 'change-password'; labelKey: string };

export interface CabinetMenuSection {
  id: 'account' | 'buyer' | 'customer' | 'operator';
  /** Key of the section heading in the cabinet namespace; the account section has none. */
  titleKey?: string;
  items: CabinetMenuItem[];
}

/** What every signed-in user has (docs/product.md section 6: cabinet, balance, refund, change password). */
const ACCOUNT_ITEMS: CabinetMenuItem[] = [
  { kind: 'link', to: paths.profilePersonalInfo, labelKey: 'menu.personalInfo' },
  // The spec's "edit requests": changing the verified name, PINFL or STIR through an operator.
  { kind: 'link', to: paths.profileEditRequests, labelKey: 'menu.editRequests' },
  // The spec's "e-signature keys": the keys, the signed offer, the consent's withdrawal.
  { kind: 'link', to: paths.profileESignatureKeys, labelKey: 'menu.eSignatureKeys' },
  { kind: 'link', to: paths.profileTopUp, labelKey: 'menu.topUp' },
  { kind: 'link', to: paths.profileMessages, labelKey: 'menu.messages', counter: 'unread' },
  { kind: 'link', to: paths.profileSavedSearches, labelKey: 'menu.savedSearches' },
  { kind: 'link', to: paths.profileActions, labelKey: 'menu.actions' },
  { kind: 'link', to: paths.profilePayments, labelKey: 'menu.payments' },
  { kind: 'link', to: paths.profileTransactions, labelKey: 'menu.transactions' },
  { kind: 'link', to: paths.profileRefunding, labelKey: 'menu.refunding' },
  // Where the account is signed in, and ending those sessions (issue 24).
  { kind: 'link', to: paths.profileSessions, labelKey: 'menu.sessions' },
  // Which notices also come by SMS and e-mail (issue 27).
  { kind: 'link', to: paths.profileNotifications, labelKey: 'menu.notifications' },
  { kind: 'change-password', labelKey: 'menu.changePassword' },
];

/*
 * docs/product.md section 6: the buyer menu (applications, current auctions, winners, winner payments) and the
 * customer menu (orders). Their pages come with the catalogue, auction and order issues, and each
 * item joins these lists together with its page: the menu never links to a page that is not built.
 */
const BUYER_ITEMS: CabinetMenuItem[] = [
  { kind: 'link', to: paths.profileApplications, labelKey: 'menu.applications' },
  // The spec's "current auctions": the live and coming auctions applied to, with countdowns.
  { kind: 'link', to: paths.profileMyAuctions, labelKey: 'menu.myAuctions' },
  { kind: 'link', to: paths.profileWinLots, labelKey: 'menu.winlots' },
  { kind: 'link', to: paths.profileWinnerPayments, labelKey: 'menu.winnerPayments' },
  { kind: 'link', to: paths.profilePurchases, labelKey: 'menu.purchases' },
  { kind: 'link', to: paths.profileQrCodeProtocols, labelKey: 'menu.qrCodeProtocols' },
  { kind: 'link', to: paths.profileProtests, labelKey: 'menu.protests' },
  { kind: 'link', to: paths.profileAchievements, labelKey: 'menu.achievements' },
];
const CUSTOMER_ITEMS: CabinetMenuItem[] = [
  { kind: 'link', to: paths.profileOrders, labelKey: 'menu.orders' },
  { kind: 'link', to: paths.orderCreate(), labelKey: 'common:nav.createOrder' },
  { kind: 'link', to: paths.profileCustomerProtocols, labelKey: 'menu.customerProtocols' },
  // The spec's "operator contracts": the service contracts signed with the operator.
  { kind: 'link', to: paths.profileOperatorContracts, labelKey: 'menu.operatorContracts' },
];

/** The platform operator's work queues (the server refuses them to every other role). */
const OPERATOR_ITEMS: CabinetMenuItem[] = [
  { kind: 'link', to: paths.operatorLiveAuctions, labelKey: 'menu.operatorLiveAuctions' },
  { kind: 'link', to: paths.operatorRefunds, labelKey: 'menu.operatorRefunds' },
  { kind: 'link', to: paths.operatorProtocols, labelKey: 'menu.operatorProtocols' },
  // Auction lots suspended before their start for a review.
  { kind: 'link', to: paths.operatorLotReviews, labelKey: 'menu.operatorLotReviews' },
  { kind: 'link', to: paths.operatorOrders, labelKey: 'menu.operatorOrders' },
  { kind: 'link', to: paths.operatorProtests, labelKey: 'menu.operatorProtests' },
  { kind: 'link', to: paths.operatorEditRequests, labelKey: 'menu.operatorEditRequests' },
  // What became of a person's notices on each channel (issue 27).
  { kind: 'link', to: paths.operatorPersonNotices(), labelKey: 'menu.operatorPersonNotices' },
  // The help pages, news and footer the operator writes (issue 28).
  { kind: 'link', to: paths.operatorHelpPages(), labelKey: 'menu.operatorHelpPages' },
  { kind: 'link', to: paths.operatorNews(), labelKey: 'menu.operatorNews' },
  { kind: 'link', to: paths.operatorFooter, labelKey: 'menu.operatorFooter' },
  // The base amount (BHM) and the working-day calendar as decrees change them (issue 28).
  { kind: 'link', to: paths.operatorBhm, labelKey: 'menu.operatorBhm' },
  { kind: 'link', to: paths.operatorWorkingDays, labelKey: 'menu.operatorWorkingDays' },
  // The job queues, read only (the server's own page, server/src/http/ops/queues).
  { kind: 'link', to: OPS_QUEUES_PATH, labelKey: 'menu.operatorQueues', document: true },
];

/**
 * The cabinet's side menu for a role (null while the profile loads: the account items only).
 * `extraAccountItems` join the account section before the change-password button: pages another
 * feature owns and shows only when they matter (the bans page, when the user has any).
 */
export function cabinetMenu(
  role: Role | null,
  extraAccountItems: CabinetMenuItem[] = [],
): CabinetMenuSection[] {
  const account =
    extraAccountItems.length === 0
      ? ACCOUNT_ITEMS
      : [
          ...ACCOUNT_ITEMS.filter((item) => item.kind === 'link'),
          ...extraAccountItems,
          ...ACCOUNT_ITEMS.filter((item) => item.kind !== 'link'),
        ];
  const sections: CabinetMenuSection[] = [{ id: 'account', items: account }];
  if (role && canBuy(role)) sections.push({ id: 'buyer', titleKey: 'menu.buyer', items: BUYER_ITEMS });
  if (role && canSell(role))
    sections.push({ id: 'customer', titleKey: 'menu.customer', items: CUSTOMER_ITEMS });
  if (role && isOperator(role))
    sections.push({ id: 'operator', titleKey: 'menu.operator', items: OPERATOR_ITEMS });
  return sections.filter((section) => section.items.length > 0);
}
