/**
 * Participants' protests on a lot's result: the lot page's panel, the participant's list, the
 * customer's answers under the order's lots and the operator's desk. The routes compose them.
 */
export { getDeskProtests, getMyProtests } from './api/protests';
export { ProtestPanel } from './components/protest-panel';
export { MyProtestList } from './components/my-protest-list';
export { LotProtests } from './components/lot-protests';
export { DeskFilterButtons, ProtestDeskList } from './components/protest-desk';
export { useDeskFilter } from './hooks/use-desk-filter';
export { MY_PROTESTS_PATH, PROTEST_DESK_PATH } from './protest-paths';
