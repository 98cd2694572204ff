import {
  additionalFeeSchema,
  bankSchema,
  createOrderAnswerSchema,
  deleteOrderAnswerSchema,
  doActAnswerSchema,
  duplicateOrderAnswerSchema,
  orderCategorySchema,
  orderFlowsSchema,
  orderFormSchema,
  orderFullInfoSchema,
  orderListSchema,
  orderLotsSchema,
  orderSummarySchema,
  orderTabDetailsSchema,
  type Bank,
  type DoActAction,
  type DoActAnswer,
  type OrderAddressInput,
  type OrderCategory,
  type OrderFlow,
  type OrderForm,
  type OrderFullInfo,
  type OrderList,
  type OrderPropertyInput,
  type OrderRequisitesInput,
  type OrderSummary,
  type OrderTabDetails,
  type OrderTermsInput,
  type LotCard,
} from '@kimoshdi/shared';
import { api, listOf } from '../../../lib/api-client';

/* The customer's order calls (shared/src/api/shop/order.ts). */

export const getOrders = (page: number, size: number): Promise<OrderList> =>
  api.get('order/list', { query: { page, size }, schema: orderListSchema });

export const getOrderDetails = (id: number): Promise<OrderSummary> =>
  api.get('order/details', { query: { id }, schema: orderSummarySchema });

export const getOrderForm = (id: number): Promise<OrderForm> =>
  api.get('order/get-order', { query: { id }, schema: orderFormSchema });

export const getOrderFullInfo = (id: number): Promise<OrderFullInfo> =>
  api.get('order/full-info', { query: { id }, schema: orderFullInfoSchema });

export const getOrderFlows = (id: number): Promise<{ items: OrderFlow[] }> =>
  api.get('order/flows', { query: { id }, schema: orderFlowsSchema });

export const getOrderLots = (id: number): Promise<{ items: LotCard[] }> =>
  api.get('order/lots', { query: { id }, schema: orderLotsSchema });

export const getOrderTabDetails = (id: number): Promise<OrderTabDetails> =>
  api.get('order/tab-details', { query: { id }, schema: orderTabDetailsSchema });

export const getAdditionalFee = (id: number) =>
  api.get('order/get-additional-fee', { query: { id }, schema: additionalFeeSchema });

export const createOrder = (property: OrderPropertyInput): Promise<{ id: number }> =>
  api.post('order/create-order', property, { schema: createOrderAnswerSchema });

export const updateOrder = (id: number, property: OrderPropertyInput): Promise<OrderForm> =>
  api.post('order/update-order', { id, ...property }, { schema: orderFormSchema });

export const saveTerms = (id: number, terms: OrderTermsInput): Promise<OrderForm> =>
  api.post('order/save-details', { id, section: 'terms', terms }, { schema: orderFormSchema });

export const saveAddress = (id: number, address: OrderAddressInput): Promise<OrderForm> =>
  api.post('order/save-details', { id, section: 'address', address }, { schema: orderFormSchema });

export const updateBankInfo = (id: number, requisites: OrderRequisitesInput): Promise<OrderForm> =>
  api.post('order/update-bank-info', { id, ...requisites }, { schema: orderFormSchema });

export const deleteOrder = (id: number) =>
  api.post('order/delete-order', { id }, { schema: deleteOrderAnswerSchema });

export const duplicateOrder = (id: number, copies: number): Promise<{ ids: number[] }> =>
  api.post('order/duplicate', { id, copies }, { schema: duplicateOrderAnswerSchema });

export const doOrderAction = (orderId: number, action: DoActAction): Promise<DoActAnswer> =>
  api.post('order-action/do-act', { order_id: orderId, action }, { schema: doActAnswerSchema });

export const getBanks = (): Promise<Bank[]> => api.get('dictionaries/bank', { schema: listOf(bankSchema) });

export const getOrderCategories = (): Promise<OrderCategory[]> =>
  api.get('dictionaries/order-categories', { schema: listOf(orderCategorySchema) });
