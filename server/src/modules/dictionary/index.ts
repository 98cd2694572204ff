/**
 * modules/dictionary's face: what other modules, the doors and the demo use of it (docs/architecture.md
 * section 4).
 */
export type { DictionaryService } from './dictionary.service';
export { STATUS_LISTS, type StatusListName } from './status-lists';
