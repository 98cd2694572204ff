/** The moderation desk's pages in the operator's cabinet. */
export const MODERATION_QUEUE_PATH = '/profile/operator/orders';
export const moderationOrderPath = (id: number) => `${MODERATION_QUEUE_PATH}/${id}`;
