/**
 * How many lots each of the home page's two blocks (current auctions, featured lots) shows: the
 * client asks for that many, and the server's page head preloads the same two reads.
 */
export const HOME_BLOCK_LOTS = 8;
