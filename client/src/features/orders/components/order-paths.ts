import { paths } from '../../../config/paths';
/** The pages of one order under /profile/orders/ (docs/product.md section 2), in tab order. */
export const ORDER_TABS = [
  'order-info',
  'property-info',
  'property-photos',
  'property-documents',
  'order-flows',
  'requisites',
  'lots',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export function isOrderTab(value: string | undefined): value is OrderTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '');
}

export const orderPagePath = (tab: OrderTab, orderId: number) => paths.profileOrder(tab, orderId);
export const ORDERS_PATH = paths.profileOrders;
export const ORDER_CREATE_PATH = paths.orderCreate();
