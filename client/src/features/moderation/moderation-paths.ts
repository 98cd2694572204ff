import { paths } from '../../config/paths';
/** The moderation desk's pages in the operator's cabinet. */
export const MODERATION_QUEUE_PATH = paths.operatorOrders;
export const moderationOrderPath = (id: number) => `${MODERATION_QUEUE_PATH}/${id}`;
