/**
 * Draws client/public/icons/apple-touch-icon.png, the home-screen icon of iPhone and iPad.
 *
 * Safari on iOS takes that icon from `<link rel="apple-touch-icon">` and reads no SVG there (nor
 * the manifest's SVG icons), so this one icon has to be a PNG. It is drawn here from the geometry
 * of client/public/favicon.svg, so no image tool is needed: the white K on a full-bleed blue
 * square (iOS rounds the corners itself and would paint transparent pixels black), each pixel
 * sampled 4x4 times for smooth edges, written as an 8-bit RGB PNG with node:zlib.
 *
 *   npx tsx scripts/generate-apple-touch-icon.ts           writes the file
 *   npx tsx scripts/generate-apple-touch-icon.ts --check   exit 1 when the committed file differs
 *
 * Change the K or the colour in favicon.svg and icons/*.svg, then here, and run it again.
 * scripts/generate-apple-touch-icon.test.ts fails when the committed file is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { runIfMain } from './lib/run-if-main';

export const ICON_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../client/public/icons/apple-touch-icon.png',
);

/** Apple's size for the home screen of current iPhones (@3x of 60 pt). */
export const ICON_SIZE = 180;

/** favicon.svg's `--color-primary` background and white letter, as RGB. */
const BACKGROUND = [0x1f, 0x5f, 0xbf] as const;
const FOREGROUND = [0xff, 0xff, 0xff] as const;

/** The K of favicon.svg (`M18 14h8v15l14-15h10L35 30l16 20H41L29 35l-3 3v12h-8z`) in its 64x64 box. */
const K_POLYGON: readonly (readonly [number, number])[] = [
  [18, 14],
  [26, 14],
  [26, 29],
  [40, 14],
  [50, 14],
  [35, 30],
  [51, 50],
  [41, 50],
  [29, 35],
  [26, 38],
  [26, 50],
  [18, 50],
];
const VIEW_BOX = 64;
const SAMPLES = 4;

/** Even-odd point-in-polygon test. */
function insideK(x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = K_POLYGON.length - 1; i < K_POLYGON.length; j = i++) {
    const [xi, yi] = K_POLYGON[i]!;
    const [xj, yj] = K_POLYGON[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The icon's pixels: rows of RGB bytes, top to bottom. */
export function drawIcon(size = ICON_SIZE): Buffer {
  const pixels = Buffer.alloc(size * size * 3);
  const scale = VIEW_BOX / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) * scale;
          const y = (py + (sy + 0.5) / SAMPLES) * scale;
          if (insideK(x, y)) covered++;
        }
      }
      const share = covered / (SAMPLES * SAMPLES);
      const offset = (py * size + px) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[offset + c] = Math.round(BACKGROUND[c]! + (FOREGROUND[c]! - BACKGROUND[c]!) * share);
      }
    }
  }
  return pixels;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit RGB PNG of square `pixels` (rows of RGB bytes), every row with filter 0 (none). */
export function encodePng(pixels: Buffer, size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rowBytes = size * 3;
  const raw = Buffer.alloc((rowBytes + 1) * size);
  for (let y = 0; y < size; y++) pixels.copy(raw, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Reads back a PNG written by encodePng: its size and pixels. Compared by pixels, not bytes, so a
 * different zlib build (another Node version) does not count as a change.
 */
export function decodePng(png: Buffer): { width: number; height: number; pixels: Buffer } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[9] !== 2) throw new Error('expected an 8-bit RGB PNG');
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rowBytes = width * 3;
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (rowBytes + 1)] !== 0) throw new Error('expected unfiltered rows');
    raw.copy(pixels, y * rowBytes, y * (rowBytes + 1) + 1, (y + 1) * (rowBytes + 1));
  }
  return { width, height, pixels };
}

/** True when the committed icon shows exactly what drawIcon draws now. */
export async function iconIsUpToDate(file = ICON_FILE): Promise<boolean> {
  let png: Buffer;
  try {
    png = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const { width, height, pixels } = decodePng(png);
  return width === ICON_SIZE && height === ICON_SIZE && pixels.equals(drawIcon());
}

async function main(args: string[]): Promise<number> {
  const label = path.relative(process.cwd(), ICON_FILE);
  if (args.includes('--check')) {
    const ok = await iconIsUpToDate();
    console[ok ? 'log' : 'error'](ok ? `${label} is up to date.` : `${label} is missing or out of date.`);
    return ok ? 0 : 1;
  }
  await writeFile(ICON_FILE, encodePng(drawIcon(), ICON_SIZE));
  console.log(`Wrote ${label}.`);
  return 0;
}

runIfMain(import.meta.url, main);
