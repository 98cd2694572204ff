/**
 * What every PDF the platform prints shares (the results protocols, the service contracts): the
 * fonts, DejaVu Sans from the `dejavu-fonts-ttf` package, embedded (only the glyphs used), so Oʻ gʻ ʼ
 * and Ўў Ққ Ғғ Ҳҳ print the same on every machine and in every viewer; the QR code drawn as vector
 * squares; and the document's bytes collected as pdfkit writes them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import QRCode from 'qrcode';

const require = createRequire(import.meta.url);
const font = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
/** Read once: a few hundred kilobytes each, subset into every document. */
const FONTS = {
  regular: font('DejaVuSans.ttf'),
  bold: font('DejaVuSans-Bold.ttf'),
  mono: font('DejaVuSansMono.ttf'),
};

/**
 * Registers the fonts as `regular`, `bold` and `mono`, and gathers the document's bytes: the
 * promise settles when the caller ends the document.
 */
export function preparePdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('mono', FONTS.mono);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A QR code of `url`, `size` points square at (x, y), with its quiet zone. */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on each side, as readers expect.
  const cell = size / (modules.size + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}
