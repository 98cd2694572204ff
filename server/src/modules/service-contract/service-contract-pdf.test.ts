import { describe, expect, it } from 'vitest';
import { SERVICE_CONTRACT_VERSIONS } from '../../db/seed/data/service-contract';
import { isPdf, pdfQr, pdfText } from '../../../../tests/support/pdf';
import { renderContractPdf, type ContractDocument } from './service-contract-pdf';

const CHECK_URL = 'https://kimoshdi.uz/check-contract?number=SC-2026-000042';
const seed = SERVICE_CONTRACT_VERSIONS[0]!;

const contract: ContractDocument = {
  number: 'SC-2026-000042',
  version: seed.version,
  title: seed.title.uz,
  text: seed.body.uz,
  lang: 'uz',
  signedAt: new Date('2026-11-20T06:15:00Z'),
  party: { name: "G'ayratova Oydin", pinfl: '31234567890123', stir: null },
  signature: {
    serial: '1A2B3C4D',
    holder: "C=UZ, CN=G'AYRATOVA OYDIN, 1.2.860.3.16.1.2=31234567890123",
    issuer: 'C=UZ, O=Kimoshdi, CN=Kimoshdi TEST CA (not for real signatures)',
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: new Date('2028-01-01T00:00:00Z'),
  },
};

/** pdftotext wraps long lines: compare with all whitespace runs as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the service contract PDF', () => {
  it('prints the number, the parties, the whole text and the signature, with its QR on page 1', async () => {
    const bytes = await renderContractPdf(contract, CHECK_URL);
    expect(isPdf(bytes)).toBe(true);
    const text = flat(pdfText(bytes));
    expect(text).toContain('Shartnoma raqami: SC-2026-000042 Sana: 20.11.2026');
    expect(text).toContain('Gʻayratova Oydin');
    expect(text).toContain('31234567890123');
    expect(text).toContain('1A2B3C4D');
    expect(text).toContain('Imzolangan vaqt 20.11.2026 11:15:00');
    expect(text).toContain('7.2. Shartnoma elektron raqamli imzo bilan imzolangan');
    expect(pdfQr(bytes)).toBe(CHECK_URL);
  });

  it('says so when the contract was given without a signature, and gives the same bytes twice', async () => {
    const unsigned = { ...contract, lang: 'ru' as const, text: seed.body.ru, signature: null };
    const bytes = await renderContractPdf(unsigned, CHECK_URL);
    expect(flat(pdfText(bytes))).toContain('Выдан демо без электронной подписи');
    expect(Buffer.from(await renderContractPdf(unsigned, CHECK_URL)).equals(Buffer.from(bytes))).toBe(true);
  });
});
