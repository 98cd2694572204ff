/**
 * The map tile source of the lot page and the order form's point picker. The server reads it from
 * its configuration when it starts (MAP_TILES_URL, MAP_TILES_ATTRIBUTION; the older VITE_MAP_TILES
 * still counts), admits its host in the Content-Security-Policy and writes it into every page it
 * sends (server/src/http/page-head/map-settings.ts), where the client reads it before drawing a
 * map: changing the tile server is one setting and a restart, not a new build.
 */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** OpenStreetMap's credit, which its licence asks every map drawn from its data to show. */
export const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Where tiles come from and the credit every map shows (HTML: a provider's credit has links). */
export interface MapTiles {
  /** A URL template (`{z}/{x}/{y}`, `{s}`, `{r}`); empty: no tiles, the maps say so. */
  url: string;
  attribution: string;
}

/** The settings as the environment gives them; each unset or set, perhaps empty. */
export interface MapTilesSettings {
  MAP_TILES_URL?: string;
  MAP_TILES_ATTRIBUTION?: string;
  /** The name the setting had when the client read it at build time; kept for existing deployments. */
  VITE_MAP_TILES?: string;
}

/**
 * The tiles the settings name: MAP_TILES_URL, else VITE_MAP_TILES, else OpenStreetMap's public
 * tiles. Set empty, a setting means no tiles (a site without internet, or none wanted). The credit
 * is MAP_TILES_ATTRIBUTION, else OpenStreetMap's: nearly every provider draws OpenStreetMap's data,
 * so a map is never shown without a credit.
 */
export function mapTilesFrom(settings: MapTilesSettings): MapTiles {
  const url = (settings.MAP_TILES_URL ?? settings.VITE_MAP_TILES ?? DEFAULT_MAP_TILES).trim();
  const attribution = settings.MAP_TILES_ATTRIBUTION?.trim() || DEFAULT_MAP_ATTRIBUTION;
  return { url, attribution };
}

/** The id of the JSON the server writes into each page's head with the tiles (MapTiles). */
export const MAP_TILES_ELEMENT_ID = 'map-tiles';

/**
 * The tiles a page's JSON names; undefined when it names none or is not that shape (a page the
 * server did not send, as the development server's): the caller then keeps its default.
 */
export function mapTilesFromJson(text: string | null | undefined): MapTiles | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { url, attribution } = value as Record<string, unknown>;
  if (typeof url !== 'string' || typeof attribution !== 'string') return undefined;
  return { url: url.trim(), attribution: attribution.trim() || DEFAULT_MAP_ATTRIBUTION };
}

/**
 * The CSP source that admits a tile URL template: its scheme and host, a `{s}` subdomain turned
 * into a wildcard. Null for a path on our own site (`/tiles/{z}/{x}/{y}.png`: 'self' covers it) and
 * for anything that is not an http(s) address.
 */
export function tileSourceOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = (match[2] ?? '').replace(/\{s\}/g, '*');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) return null;
  return `${(match[1] ?? 'https').toLowerCase()}://${host.toLowerCase()}`;
}

/**
 * The address of the one tile that holds a point at a zoom (the usual web-map tiling: 2^zoom tiles
 * a side, Web Mercator), the template's `{s}` the first subdomain and `{r}` plain. The map loads
 * this tile first to learn whether tiles load at all: without internet, one failed image, not a
 * screenful of them (and their console errors) before the map says it is unavailable.
 */
export function tileUrlFor(template: string, point: { latitude: number; longitude: number }, zoom: number) {
  const n = 2 ** zoom;
  const latitude = (Math.max(-85.0511, Math.min(85.0511, point.latitude)) * Math.PI) / 180;
  const x = Math.min(n - 1, Math.max(0, Math.floor(((point.longitude + 180) / 360) * n)));
  const y = Math.min(
    n - 1,
    Math.max(0, Math.floor(((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n)),
  );
  return template
    .replace(/\{s\}/g, 'a')
    .replace(/\{r\}/g, '')
    .replace(/\{z\}/g, String(zoom))
    .replace(/\{x\}/g, String(x))
    .replace(/\{y\}/g, String(y));
}
