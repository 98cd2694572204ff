/**
 * The results protocol as a PDF, in Uzbek (Latin) or Russian (docs/decisions.md "Results protocols:
 * PDF, QR, cancel"). The fonts (DejaVu Sans, embedded), the QR code (vector squares) and the rows
 * and sections are lib/pdf.ts's, shared with the service contracts. Rendering is deterministic:
 * the document's creation date is the protocol's day and nothing else varies, so the same data
 * gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import { formatTiyin } from '@kimoshdi/shared/domain/money/tiyin';
import { formatTashkentDateTime } from '@kimoshdi/shared/domain/time/tashkent';
import { normalizeApostrophes } from '@kimoshdi/shared/domain/i18n/transliterate';
import type { ProtocolPdfLanguage } from '@kimoshdi/shared/domain/protocol/protocol-links';
import { sellerNameIn } from '@kimoshdi/shared/domain/protocol/seller-name';
import { maskPinfl } from '@kimoshdi/shared/domain/user/personal-id';
import { translate } from '../../lib/i18n';
import { drawQr, drawRow, drawSection, preparePdf } from '../../lib/pdf';

export interface ProtocolDocument {
  number: string;
  status: 'active' | 'cancelled';
  /** The protocol's Tashkent day, YYYY-MM-DD. */
  date: string;
  cancelledAt: Date | null;
  lotNumber: string;
  /** The lot's name in the document's language. */
  lotName: string;
  startPrice: string;
  /** Tiyin; null when no price was recorded (older demo rows). */
  finalPrice: string | null;
  auctionStart: Date;
  auctionEnd: Date;
  seller: string;
  winnerName: string;
  tin: string | null;
  pinfl: string | null;
  address: string;
  /** The bid log's final digest (`bids.chain_hash` of the last bid), 64 hex; null when not chained. */
  digest: string | null;
}

export interface PdfOptions {
  lang: ProtocolPdfLanguage;
  /** The absolute address of the public check, encoded in the QR code and printed under it. */
  checkUrl: string;
  /** The public copy: ids masked but their last 4 digits. */
  masked: boolean;
}

const PAGE_MARGIN = 56;
const LABEL_WIDTH = 180;
const QR_SIZE = 118;
const DASH = '—';

/** `2026-11-22` -> `22.11.2026`. */
function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** Midnight of the protocol's day in Tashkent: the document's creation date, fixed by the data. */
function creationDate(day: string): Date {
  return new Date(`${day}T00:00:00+05:00`);
}

export function renderProtocolPdf(data: ProtocolDocument, options: PdfOptions): Promise<Buffer> {
  const { lang, checkUrl, masked } = options;
  const t = (key: string) => normalizeApostrophes(translate(lang, `protocols:pdf.${key}`));
  const text = (value: string) => normalizeApostrophes(value);
  const id = (value: string | null) => (value === null ? DASH : masked ? maskPinfl(value) : value);
  const money = (tiyin: string | null) => (tiyin === null ? DASH : formatTiyin(tiyin, { currency: true }));

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: lang === 'uz' ? 'uz-Latn' : 'ru',
    displayTitle: true,
    info: {
      Title: `${t('title')} ${data.number}`,
      Author: 'Kimoshdi',
      Subject: data.number,
      CreationDate: creationDate(data.date),
    },
  });
  const done = preparePdf(doc);

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;

  doc.font('bold').fontSize(15).text(t('title'), { align: 'center' });
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(11)
    .text(`${t('number')}: ${data.number}    ${t('date')}: ${formatDay(data.date)}`, {
      align: 'center',
    });
  if (data.status === 'cancelled') {
    doc.moveDown(0.5);
    doc.font('bold').fontSize(16).fillColor('#b00020').text(t('cancelledStamp'), { align: 'center' });
    doc.fillColor('#000000');
  }
  doc.moveDown(1);

  const row = (label: string, value: string) =>
    drawRow(doc, { left, width, labelWidth: LABEL_WIDTH }, label, value);
  const section = (title: string) => drawSection(doc, { left, width }, title);

  row(t('status'), translate(lang, `protocols:statuses.${data.status}`));
  if (data.cancelledAt) row(t('cancelledOn'), formatTashkentDateTime(data.cancelledAt));

  section(t('lotSection'));
  row(t('lotNumber'), data.lotNumber);
  row(t('lotName'), text(data.lotName));
  row(t('startPrice'), money(data.startPrice));
  row(t('finalPrice'), money(data.finalPrice));
  row(t('auctionStart'), formatTashkentDateTime(data.auctionStart));
  row(t('auctionEnd'), formatTashkentDateTime(data.auctionEnd));
  row(t('seller'), text(sellerNameIn(lang, data.seller)));

  section(t('winnerSection'));
  row(t('winnerName'), text(data.winnerName));
  if (data.tin !== null || data.pinfl === null) row(t('tin'), id(data.tin));
  if (data.pinfl !== null) row(t('pinfl'), id(data.pinfl));
  row(t('address'), text(data.address) || DASH);
  if (masked) {
    doc.font('regular').fontSize(8).fillColor('#555555').text(t('publicCopy'), left, doc.y, { width });
    doc.fillColor('#000000').moveDown(0.3);
  }

  section(t('digest'));
  doc
    .font('mono')
    .fontSize(8.5)
    .text(data.digest ?? DASH, left, doc.y, { width });
  doc.moveDown(1.2);

  // The QR code with the check address beside it; a new page only if the text ran long.
  if (doc.y + QR_SIZE > doc.page.height - PAGE_MARGIN) doc.addPage();
  const qrTop = doc.y;
  drawQr(doc, checkUrl, left, qrTop, QR_SIZE);
  const textLeft = left + QR_SIZE + 14;
  doc
    .font('regular')
    .fontSize(10)
    .fillColor('#000000')
    .text(t('check'), textLeft, qrTop + 16, {
      width: width - QR_SIZE - 14,
    });
  doc.moveDown(0.3);
  doc
    .font('mono')
    .fontSize(9)
    .text(checkUrl, { width: width - QR_SIZE - 14 });
  doc.y = Math.max(doc.y, qrTop + QR_SIZE) + 12;
  doc.font('regular').fontSize(8).fillColor('#555555').text(t('footer'), left, doc.y, { width });

  doc.end();
  return done;
}
