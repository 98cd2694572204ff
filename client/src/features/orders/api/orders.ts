import type {
  AdditionalFee,
  Bank,
  DoActAction,
  DoActAnswer,
  LotCard,
  OrderAddressInput,
  OrderCategory,
  OrderFlow,
  OrderForm,
  OrderFullInfo,
  OrderList,
  OrderPropertyInput,
  OrderRequisitesInput,
  OrderSummary,
  OrderTabDetails,
  OrderTermsInput,
} from '@kimoshdi/shared';
import { api } from '../../../lib/api-client';

/*
 * The customer's order calls (shared/src/api/shop/order.ts). Answers are taken as the contract
 * types them, unparsed like every other answer on the client: parsing them would bring zod onto
 * every order page (issue 15); the form steps check what is typed before sending.
 */

export const getOrders = (page: number, size: number): Promise<OrderList> =>
  api.get('order/list', { query: { page, size } });

export const getOrderDetails = (id: number): Promise<OrderSummary> =>
  api.get('order/details', { query: { id } });

export const getOrderForm = (id: number): Promise<OrderForm> => api.get('order/get-order', { query: { id } });

export const getOrderFullInfo = (id: number): Promise<OrderFullInfo> =>
  api.get('order/full-info', { query: { id } });

export const getOrderFlows = (id: number): Promise<{ items: OrderFlow[] }> =>
  api.get('order/flows', { query: { id } });

export const getOrderLots = (id: number): Promise<{ items: LotCard[] }> =>
  api.get('order/lots', { query: { id } });

export const getOrderTabDetails = (id: number): Promise<OrderTabDetails> =>
  api.get('order/tab-details', { query: { id } });

export const getAdditionalFee = (id: number): Promise<AdditionalFee> =>
  api.get('order/get-additional-fee', { query: { id } });

export const createOrder = (property: OrderPropertyInput): Promise<{ id: number }> =>
  api.post('order/create-order', property);

export const updateOrder = (id: number, property: OrderPropertyInput): Promise<OrderForm> =>
  api.post('order/update-order', { id, ...property });

export const saveTerms = (id: number, terms: OrderTermsInput): Promise<OrderForm> =>
  api.post('order/save-details', { id, section: 'terms', terms });

export const saveAddress = (id: number, address: OrderAddressInput): Promise<OrderForm> =>
  api.post('order/save-details', { id, section: 'address', address });

export const updateBankInfo = (id: number, requisites: OrderRequisitesInput): Promise<OrderForm> =>
  api.post('order/update-bank-info', { id, ...requisites });

export const deleteOrder = (id: number): Promise<{ deleted: true }> => api.post('order/delete-order', { id });

export const duplicateOrder = (id: number, copies: number): Promise<{ ids: number[] }> =>
  api.post('order/duplicate', { id, copies });

export const doOrderAction = (orderId: number, action: DoActAction): Promise<DoActAnswer> =>
  api.post('order-action/do-act', { order_id: orderId, action });

export const getBanks = (): Promise<Bank[]> => api.get('dictionaries/bank');

export const getOrderCategories = (): Promise<OrderCategory[]> => api.get('dictionaries/order-categories');
