/** The table of top-up providers: one row each (provider.ts says what a row holds). */
import type { TopUpProvider as ProviderId } from '@kimoshdi/shared';
import { click } from './click/click.provider';
import { payme } from './payme/payme.provider';
import type { TopUpProvider } from './provider';

export const TOP_UP_PROVIDERS: Record<ProviderId, TopUpProvider> = { payme, click };
