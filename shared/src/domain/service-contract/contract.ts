/**
 * The customer's service contract with the operator (docs/decisions.md "Operator contracts"): its
 * number, its standing against the version in force, and where it can be read. Pure rules, for the
 * server, the client and the tests alike.
 */
import { tashkentDay } from '../time/tashkent';

/** `SC-2026-000042`: the year of signing (Tashkent) and the year's count, six digits at least. */
export const SERVICE_CONTRACT_NUMBER = /^SC-[0-9]{4}-[0-9]{6,}$/;

export function serviceContractNumber(year: number, seq: number): string {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`bad year ${year}`);
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`bad sequence ${seq}`);
  return `SC-${year}-${String(seq).padStart(6, '0')}`;
}

/** The year a contract signed at `instant` is numbered in: the signing's year in Tashkent. */
export function serviceContractYear(instant: Date): number {
  return Number(tashkentDay(instant).slice(0, 4));
}

export const SERVICE_CONTRACT_STATUSES = ['in_force', 'superseded'] as const;
export type ServiceContractStatus = (typeof SERVICE_CONTRACT_STATUSES)[number];

/**
 * A contract is in force while its version is the one in force; once a newer version comes into
 * force, it is superseded (the customer signs the new one; the old one stays on record).
 */
export function serviceContractStatus(
  versionId: number,
  inForceVersionId: number | null,
): ServiceContractStatus {
  return versionId === inForceVersionId ? 'in_force' : 'superseded';
}

/** The PDF (its owner and operators only). */
export function serviceContractPdfPath(number: string): string {
  return `/api/shop/service-contracts/pdf?number=${encodeURIComponent(number)}`;
}

/**
 * The public check of a contract's number: what the QR code on the PDF opens, the site's page
 * `/check-contract` (it asks `GET service-contracts/check`), as a protocol's QR opens
 * `/check-protocol`: a phone that scans it shows a page, not JSON.
 */
export function serviceContractCheckPath(number: string): string {
  return `/check-contract?number=${encodeURIComponent(number)}`;
}

/** The check's absolute address (`origin` without a trailing slash), for the QR code. */
export function serviceContractCheckUrl(origin: string, number: string): string {
  return `${origin.replace(/\/+$/, '')}${serviceContractCheckPath(number)}`;
}

/** `SC-2026-000042.pdf` (the number is letters, digits and dashes, safe in a file name). */
export function serviceContractPdfFileName(number: string): string {
  return `${number.replace(/[^\w-]/g, '_')}.pdf`;
}
