/**
 * POST cabinet/send-code-for-create-user-order {lot_id, count?}: the spec lists it beside
 * user-order/send-code; it is the same action reached from the cabinet (docs/decisions.md
 * "One-click purchase"), so it is the same handler.
 */
export { postSendCode as postSendCodeForCreateUserOrder } from '../user-order/send-code';
