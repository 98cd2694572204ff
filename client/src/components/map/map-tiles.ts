import { DEFAULT_MAP_TILES } from '@kimoshdi/shared/domain/map/tile-source';

/**
 * Where map tiles come from: `VITE_MAP_TILES` at build time (a local tile server, a paid provider),
 * else OpenStreetMap's public tiles; set empty, the platform has no tiles and the maps show their
 * "map unavailable" state with the address and coordinates. The server admits the same host in its
 * CSP (config.ts). The lot page's map and the order form's point picker both draw from here.
 */
const configured = import.meta.env.VITE_MAP_TILES as string | undefined;
export const MAP_TILES: string = configured === undefined ? DEFAULT_MAP_TILES : configured.trim();

export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
