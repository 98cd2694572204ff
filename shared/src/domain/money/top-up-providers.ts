/**
 * The providers a balance can be topped up through (their merchant protocols are implemented).
 * Apart from the top-up contract (api/shop/gateway.ts) so the top-up form lists them without
 * bringing its zod schema.
 */
export const TOP_UP_PROVIDERS = ['payme', 'click'] as const;
export type TopUpProvider = (typeof TOP_UP_PROVIDERS)[number];
