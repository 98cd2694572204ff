/**
 * The operator's moderation desk: the queue of orders under the check and one order with its
 * decisions. The routes compose them with the cabinet's page frame and the orders' facts.
 */
export { getModerationQueue, getModerationOrder } from './api/moderation';
export { ModerationQueueTable } from './components/moderation-queue-table';
export { OrderPhotos } from './components/order-photos';
export { OrderDocumentsList } from './components/order-documents-list';
export { OrderHistory } from './components/order-history';
export { DecisionBar } from './components/decision-bar';
export { MODERATION_QUEUE_PATH, moderationOrderPath } from './moderation-paths';
