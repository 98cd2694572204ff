/** The protests' pages in the cabinet: the participant's list and the operator's desk. */
export const MY_PROTESTS_PATH = '/profile/protests';
export const PROTEST_DESK_PATH = '/profile/operator/protests';
