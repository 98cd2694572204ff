/**
 * The map tile source of the lot page. The client reads `VITE_MAP_TILES` at build time; the server
 * reads the same variable to allow those images in its Content-Security-Policy, so changing the
 * tile server is one setting.
 */
export const DEFAULT_MAP_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

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
