/**
 * modules/saved-search's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export { announceNewLot } from './announce-new-lot';
export { createSavedSearchService, type SavedSearchService } from './saved-search.service';
export { sendSavedSearchDigests } from './digest';
