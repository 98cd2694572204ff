/**
 * The customer's orders: the list, the six-step form (/order-create), an order's pages and its
 * printable preview. The routes compose them with the order files and the catalogue's lot cards.
 */
export { OrderWizard } from './components/order-wizard';
export { OrderList } from './components/order-list';
export { OrderPage } from './components/order-page';
export { OrderPrint } from './components/order-print';
export { getOrders, getOrderLots } from './api/orders';
export { useOrderFacts } from './components/order-facts';
export { isOrderTab, ORDER_CREATE_PATH, ORDERS_PATH, type OrderTab } from './components/order-paths';
