import { describe, expect, it } from 'vitest';
import { isPdf, pdfQr, pdfText } from '../../../../tests/support/pdf';
import { renderProtocolPdf, type ProtocolDocument } from './protocol-pdf';

const CHECK_URL = 'https://kimoshdi.uz/check-protocol?number=BN-2600000042';

const protocol: ProtocolDocument = {
  number: 'BN-2600000042',
  status: 'active',
  date: '2026-11-20',
  cancelledAt: null,
  lotNumber: '2600000042',
  lotName: "Chilonzor tumani, 3 xonali kvartira (ko'p qavatli uy)",
  startPrice: '1000000000',
  finalPrice: '1250000000',
  auctionStart: new Date('2026-11-19T05:00:00Z'),
  auctionEnd: new Date('2026-11-19T06:30:00Z'),
  seller: '"Toshkent Savdo" MChJ',
  winnerName: "G'ayratov Oybek Ўғлонович",
  tin: null,
  pinfl: '31234567890123',
  address: "Toshkent sh., Bunyodkor ko'chasi, 7-uy",
  digest: '0f'.repeat(32),
};

/** pdftotext wraps long lines: compare with all whitespace runs as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the results protocol PDF', () => {
  it('prints the Uzbek protocol with its own letters (oʻ gʻ ʼ), the number, prices and the digest', async () => {
    const bytes = await renderProtocolPdf(protocol, { lang: 'uz', checkUrl: CHECK_URL, masked: false });
    expect(isPdf(bytes)).toBe(true);
    const text = flat(pdfText(bytes));
    for (const expected of [
      'natijalari toʻgʻrisidagi BAYONNOMA',
      'Bayonnoma raqami: BN-2600000042',
      'Sana: 20.11.2026',
      'Amalda',
      'Savdo maʼlumotlari',
      'Boshlangʻich narx 10 000 000 UZS',
      'Yakuniy narx 12 500 000 UZS',
      'Auksion boshlandi 19.11.2026 10:00:00',
      'Auksion tugadi 19.11.2026 11:30:00',
      '"Toshkent Savdo" MChJ',
      // The winner's name in Uzbek orthography, Cyrillic Ўғ kept.
      'Gʻayratov Oybek Ўғлонович',
      'JShShIR 31234567890123',
      'Bunyodkor koʻchasi, 7-uy',
      '0f'.repeat(32),
      CHECK_URL,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('BEKOR QILINGAN');
  });

  it('prints the Russian protocol', async () => {
    const bytes = await renderProtocolPdf(protocol, { lang: 'ru', checkUrl: CHECK_URL, masked: false });
    const text = flat(pdfText(bytes));
    for (const expected of [
      'ПРОТОКОЛ о результатах электронного',
      'Номер протокола: BN-2600000042',
      'Действует',
      'Начальная цена 10 000 000 UZS',
      'Итоговая цена 12 500 000 UZS',
      // The seller's legal form in Russian, not the Uzbek "MChJ".
      'Продавец ООО "Toshkent Savdo"',
      'Победитель',
      'ПИНФЛ (ЖШШИР) 31234567890123',
      'Итоговый хеш журнала ставок (SHA-256)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names a state seller by its Russian name in the Russian protocol', async () => {
    const seller = 'Davlat aktivlarini boshqarish agentligi';
    const ru = flat(
      pdfText(
        await renderProtocolPdf({ ...protocol, seller }, { lang: 'ru', checkUrl: CHECK_URL, masked: false }),
      ),
    );
    expect(ru).toContain('Продавец Агентство по управлению государственными активами');
    expect(ru).not.toContain(seller);
    const uz = flat(
      pdfText(
        await renderProtocolPdf({ ...protocol, seller }, { lang: 'uz', checkUrl: CHECK_URL, masked: false }),
      ),
    );
    expect(uz).toContain(seller);
  });

  it('carries a QR code of the absolute check address', async () => {
    for (const lang of ['uz', 'ru'] as const) {
      const bytes = await renderProtocolPdf(protocol, { lang, checkUrl: CHECK_URL, masked: false });
      expect(pdfQr(bytes)).toBe(CHECK_URL);
    }
  });

  it('is the same bytes for the same data', async () => {
    const first = await renderProtocolPdf(protocol, { lang: 'uz', checkUrl: CHECK_URL, masked: false });
    const second = await renderProtocolPdf(protocol, { lang: 'uz', checkUrl: CHECK_URL, masked: false });
    expect(Buffer.compare(first, second)).toBe(0);
    // ...dated by the protocol's day, not by the moment it was drawn.
    expect(first.toString('latin1')).toContain('(D:20261119190000Z)');
  });

  it('masks the ids in the public copy and says so', async () => {
    const bytes = await renderProtocolPdf(
      { ...protocol, tin: '301234567', pinfl: null },
      { lang: 'uz', checkUrl: CHECK_URL, masked: true },
    );
    const text = flat(pdfText(bytes));
    expect(text).toContain('STIR *****4567');
    expect(text).not.toContain('301234567');
    expect(text).toContain('Ochiq nusxa');
  });

  it('marks a cancelled protocol and prints a dash for a missing digest', async () => {
    const bytes = await renderProtocolPdf(
      { ...protocol, status: 'cancelled', cancelledAt: new Date('2026-11-21T10:00:00Z'), digest: null },
      { lang: 'ru', checkUrl: CHECK_URL, masked: false },
    );
    const text = flat(pdfText(bytes));
    expect(text).toContain('АННУЛИРОВАН');
    expect(text).toContain('Дата аннулирования 21.11.2026 15:00:00');
    expect(text).toMatch(/\(SHA-256\) — /);
  });
});
