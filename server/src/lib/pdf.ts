/**
 * What every PDF the platform prints shares (the results protocols, the service contracts): the
 * fonts, DejaVu Sans from the `dejavu-fonts-ttf` package, embedded (only the glyphs used), so Oʻ gʻ ʼ
 * and Ўў Ққ Ғғ Ҳҳ print the same on every machine and in every viewer; the QR code drawn as vector
 * squares; the label-and-value rows and ruled section headings their pages are laid out in; and
 * the document's bytes collected as pdfkit writes them.
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

/** Where a document's rows go: from `left`, `width` points wide, the labels in the first `labelWidth`. */
export interface PdfRowColumns {
  left: number;
  width: number;
  labelWidth: number;
}

/** A label, grey, and its value beside it; the next row starts under the longer of the two. */
export function drawRow(doc: PDFKit.PDFDocument, columns: PdfRowColumns, label: string, value: string): void {
  const { left, width, labelWidth } = columns;
  const y = doc.y;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#555555')
    .text(label, left, y, { width: labelWidth - 10 });
  const afterLabel = doc.y;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(value, left + labelWidth, y, { width: width - labelWidth });
  doc.y = Math.max(afterLabel, doc.y) + 4;
}

/** A section's heading, bold, with a thin rule under it across `width`. */
export function drawSection(
  doc: PDFKit.PDFDocument,
  { left, width }: Pick<PdfRowColumns, 'left' | 'width'>,
  title: string,
): void {
  doc.moveDown(0.5);
  doc.font('bold').fontSize(12).fillColor('#000000').text(title, left, doc.y, { width });
  const y = doc.y + 2;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke('#999999');
  doc.y = y + 6;
}
