/** The social networks the footer may link to (no zod here: the client's pages import this). */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'facebook', 'youtube', 'x', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
