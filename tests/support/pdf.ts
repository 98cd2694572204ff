/**
 * Reading a PDF as a person or a phone would: its text through poppler's `pdftotext`, its first
 * page drawn by `pdftoppm` (both from Debian's poppler-utils, which `.ci/run` installs), and the
 * QR code on that page decoded by jsQR from the pixels.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

function withPdfFile<T>(bytes: Uint8Array, work: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'kimoshdi-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return work(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of every page, in reading order (pdftotext's default). */
export function pdfText(bytes: Uint8Array): string {
  return withPdfFile(bytes, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }),
  );
}

/** The first page as a PNG at `dpi`. */
export function pdfFirstPagePng(bytes: Uint8Array, dpi = 150): Buffer {
  return withPdfFile(bytes, (file, dir) => {
    const out = path.join(dir, 'page');
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, out]);
    return readFileSync(`${out}.png`);
  });
}

/** The text of the QR code in a PNG, or null when none is found. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found?.data ?? null;
}

/** The QR code on the first page of a PDF. */
export function pdfQr(bytes: Uint8Array): string | null {
  return decodeQr(pdfFirstPagePng(bytes));
}

/** Whether the bytes are a PDF at all. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}
