/**
 * The maps' tiles and credit as each page carries them: a JSON element in the head that the client
 * reads before it draws a map (client/src/components/map/map-tiles.ts). The tile server is then a
 * setting of the running server (MAP_TILES_URL, MAP_TILES_ATTRIBUTION), not of the client's build,
 * and the page names the same tiles the Content-Security-Policy admits. It goes into every page,
 * whether or not the page's own head could be read: the two do not depend on each other.
 */
import { MAP_TILES_ELEMENT_ID, type MapTiles } from '@kimoshdi/shared/domain/map/tile-source';
import { jsonForScript } from './escape';

/** Not run by the browser (its type is data); `<` and `&` escaped, so a credit cannot end it. */
export function mapSettingsTag(tiles: MapTiles): string {
  const data = { url: tiles.url, attribution: tiles.attribution };
  return `<script type="application/json" id="${MAP_TILES_ELEMENT_ID}">${jsonForScript(data)}</script>`;
}
