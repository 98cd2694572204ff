import { describe, expect, it } from 'vitest';
import {
  SERVICE_CONTRACT_NUMBER,
  serviceContractCheckUrl,
  serviceContractNumber,
  serviceContractPdfFileName,
  serviceContractPdfPath,
  serviceContractStatus,
  serviceContractYear,
} from './contract';

describe('service contract numbers', () => {
  it.each([
    [2026, 1, 'SC-2026-000001'],
    [2026, 42, 'SC-2026-000042'],
    [2027, 999_999, 'SC-2027-999999'],
    [2027, 1_000_000, 'SC-2027-1000000'],
  ])('%i, %i -> %s', (year, seq, number) => {
    expect(serviceContractNumber(year, seq)).toBe(number);
    expect(number).toMatch(SERVICE_CONTRACT_NUMBER);
  });

  it.each([
    [2026, 0],
    [2026, -1],
    [2026, 1.5],
    [99, 1],
    [10_000, 1],
  ])('refuses %i, %i', (year, seq) => {
    expect(() => serviceContractNumber(year, seq)).toThrow(RangeError);
  });

  it('numbers by the Tashkent year: 31 December 19:00 UTC is already the next year', () => {
    expect(serviceContractYear(new Date('2026-12-31T18:59:59Z'))).toBe(2026);
    expect(serviceContractYear(new Date('2026-12-31T19:00:00Z'))).toBe(2027);
  });

  it('refuses what is not a number', () => {
    for (const bad of ['SC-2026-1', 'sc-2026-000001', 'SC-26-000001', 'SC-2026-000001 ', 'BN-2026-000001']) {
      expect(bad).not.toMatch(SERVICE_CONTRACT_NUMBER);
    }
  });
});

describe('service contract standing', () => {
  it('is in force while its version is the one in force, superseded after', () => {
    expect(serviceContractStatus(3, 3)).toBe('in_force');
    expect(serviceContractStatus(2, 3)).toBe('superseded');
    expect(serviceContractStatus(2, null)).toBe('superseded');
  });
});

describe('service contract links', () => {
  it('builds the PDF path, the check address and the file name', () => {
    expect(serviceContractPdfPath('SC-2026-000001')).toBe(
      '/api/shop/service-contracts/pdf?number=SC-2026-000001',
    );
    expect(serviceContractCheckUrl('https://kimoshdi.uz/', 'SC-2026-000001')).toBe(
      'https://kimoshdi.uz/check-contract?number=SC-2026-000001',
    );
    expect(serviceContractPdfFileName('SC-2026-000001')).toBe('SC-2026-000001.pdf');
  });
});
