import type { SavedCardKind } from '@kimoshdi/shared/domain/money/saved-card';

/** Brand names, the same in every language. */
export const CARD_KIND_NAMES: Record<SavedCardKind, string> = { uzcard: 'Uzcard', humo: 'Humo' };
