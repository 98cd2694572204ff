import { tileUrlFor } from '@kimoshdi/shared/domain/map/tile-source';
import type { LatLng } from '@kimoshdi/shared/domain/map/coordinates';
import { mapTiles } from './map-tiles';

/** Long enough for a slow mobile network; a machine without internet fails at once anyway. */
const PROBE_TIMEOUT_MS = 8_000;

let answer: Promise<boolean> | null = null;

/**
 * Whether the configured tiles load here: one tile, the one under the point, is fetched before the
 * map asks for a screenful. Without internet (or with no tiles configured) that is one failed image
 * instead of a dozen and more, each a console error, over a grey box. Asked once per page load.
 */
export function tilesLoad(point: LatLng, zoom: number): Promise<boolean> {
  const { url } = mapTiles();
  if (!url) return Promise.resolve(false);
  answer ??= new Promise<boolean>((resolve) => {
    const image = new Image();
    const timer = window.setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      resolve(false);
    };
    image.src = tileUrlFor(url, point, zoom);
  });
  return answer;
}
