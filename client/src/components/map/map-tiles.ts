import {
  DEFAULT_MAP_ATTRIBUTION,
  DEFAULT_MAP_TILES,
  MAP_TILES_ELEMENT_ID,
  mapTilesFromJson,
  type MapTiles,
} from '@kimoshdi/shared/domain/map/tile-source';

let read: MapTiles | undefined;

/**
 * Where map tiles come from and the credit each map shows: what the server names in the page's head
 * (its MAP_TILES_URL and MAP_TILES_ATTRIBUTION, read when it starts; server/src/http/page-head/
 * map-settings.ts), so a new tile server needs a restart, not a new build. The server admits the
 * same host in its CSP. An empty URL: no tiles, the maps show their "map unavailable" state with the
 * address and coordinates. A page without that element (the development server's own index.html)
 * draws OpenStreetMap's public tiles. Read once, on the first map: the element is in the HTML the
 * browser parsed before any module ran. The lot page's map and the order form's point picker both
 * draw from here.
 */
export function mapTiles(): MapTiles {
  read ??= mapTilesFromJson(document.getElementById(MAP_TILES_ELEMENT_ID)?.textContent) ?? {
    url: DEFAULT_MAP_TILES,
    attribution: DEFAULT_MAP_ATTRIBUTION,
  };
  return read;
}
