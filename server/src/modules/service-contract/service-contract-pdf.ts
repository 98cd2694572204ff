/**
 * A signed service contract as a PDF, in the language it was signed in (docs/decisions.md "Operator
 * contracts"): the number and date, the parties, the text signed, the signature's certificate and a
 * QR code of the public check. Fonts, QR code, rows and sections as the protocols print them
 * (lib/pdf.ts). Made on each request from the record; the document's creation date is the signing
 * time, so the same contract gives the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { Language } from '@kimoshdi/shared';
import { formatTashkentDateTime, tashkentDay } from '@kimoshdi/shared/domain/time/tashkent';
import { normalizeApostrophes } from '@kimoshdi/shared/domain/i18n/transliterate';
import { translate } from '../../lib/i18n';
import { drawQr, drawRow, drawSection, preparePdf } from '../../lib/pdf';

export interface ContractDocument {
  number: string;
  version: string;
  title: string;
  /** The text signed, in `lang`. */
  text: string;
  lang: Language;
  signedAt: Date;
  party: { name: string; pinfl: string | null; stir: string | null };
  /** null: a contract the demo gave without a signature. */
  signature: {
    serial: string;
    holder: string;
    issuer: string;
    validFrom: Date | null;
    validTo: Date | null;
  } | null;
}

const PAGE_MARGIN = 56;
const LABEL_WIDTH = 170;
const QR_SIZE = 110;
const DASH = '—';
const PDF_LANG: Record<Language, string> = { uz: 'uz-Latn', 'uz-Cyrl': 'uz-Cyrl', ru: 'ru', en: 'en' };

/** `2026-11-22` -> `22.11.2026`. */
const formatDay = (day: string) => day.split('-').reverse().join('.');

export function renderContractPdf(data: ContractDocument, checkUrl: string): Promise<Buffer> {
  const { lang } = data;
  const t = (key: string) => normalizeApostrophes(translate(lang, `contracts:pdf.${key}`));
  const text = (value: string) => normalizeApostrophes(value);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: PDF_LANG[lang],
    displayTitle: true,
    info: {
      Title: `${data.title} ${data.number}`,
      Author: 'Kimoshdi',
      Subject: data.number,
      CreationDate: data.signedAt,
    },
  });
  const done = preparePdf(doc);
  const left = PAGE_MARGIN;
  const fullWidth = doc.page.width - 2 * PAGE_MARGIN;
  // The parties' block leaves the QR code its corner; the rest of the document has the full width.
  let width = fullWidth;

  const row = (label: string, value: string) =>
    drawRow(doc, { left, width, labelWidth: LABEL_WIDTH }, label, value);
  const section = (title: string) => drawSection(doc, { left, width }, title);

  doc.font('bold').fontSize(14).text(text(data.title), { align: 'center' });
  doc.moveDown(0.4);
  doc
    .font('regular')
    .fontSize(11)
    .text(`${t('number')}: ${data.number}    ${t('date')}: ${formatDay(tashkentDay(data.signedAt))}`, {
      align: 'center',
    });
  doc.moveDown(0.8);

  // The QR code of the check, on the first page whatever the text's length (phones read page 1).
  const qrTop = doc.y;
  drawQr(doc, checkUrl, left + fullWidth - QR_SIZE, qrTop, QR_SIZE);
  width = fullWidth - QR_SIZE - 14;
  section(t('parties'));
  row(t('operator'), t('operatorName'));
  row(t('customer'), text(data.party.name));
  if (data.party.pinfl !== null) row(t('pinfl'), data.party.pinfl);
  if (data.party.stir !== null || data.party.pinfl === null) row(t('stir'), data.party.stir ?? DASH);
  row(t('version'), data.version);
  doc.y = Math.max(doc.y, qrTop + QR_SIZE + 4);
  width = fullWidth;

  section(t('text'));
  doc.font('regular').fontSize(9.5).fillColor('#000000').text(text(data.text), left, doc.y, {
    width,
    paragraphGap: 2,
  });

  section(t('signature'));
  const { signature } = data;
  if (signature) {
    row(t('holder'), text(signature.holder));
    row(t('serial'), signature.serial);
    row(t('issuer'), text(signature.issuer));
    if (signature.validFrom && signature.validTo) {
      row(
        t('validity'),
        `${formatTashkentDateTime(signature.validFrom)} – ${formatTashkentDateTime(signature.validTo)}`,
      );
    }
  } else {
    row(t('holder'), t('unsigned'));
  }
  row(t('signedAt'), formatTashkentDateTime(data.signedAt));
  doc.moveDown(1);

  // Under the signature: where the QR code leads, for a reader without a phone.
  doc.font('regular').fontSize(9).fillColor('#000000').text(t('check'), left, doc.y, { width });
  doc.font('mono').fontSize(8.5).text(checkUrl, left, doc.y, { width });
  doc.moveDown(0.8);
  doc.font('regular').fontSize(8).fillColor('#555555').text(t('footer'), left, doc.y, { width });

  doc.end();
  return done;
}
