import { paths } from '../../config/paths';
/** The protests' pages in the cabinet: the participant's list and the operator's desk. */
export const MY_PROTESTS_PATH = paths.profileProtests;
export const PROTEST_DESK_PATH = paths.operatorProtests;
