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
