/**
 * Whose key signed: Uzbek qualified certificates (E-IMZO) carry the holder's personal id (PINFL, 14
 * digits) and, for a company's key, its tax id (STIR/INN, 9 digits) as attributes of the subject
 * name, each under its own OID. A signature counts for a user only when the certificate names them.
 */

/** The subject attribute of the holder's PINFL. */
export const PINFL_OID = '1.2.860.3.16.1.2';
/** The subject attribute of the organisation's STIR (INN). */
export const STIR_OID = '1.2.860.3.16.1.1';

export interface TaxIds {
  pinfl: string | null;
  stir: string | null;
}

/**
 * True when the certificate and the user share at least one id and no shared id differs: a
 * director's key names both the person (PINFL) and the company (STIR), and a profile that has
 * only one of them matches on that one; a key of the same person for another company does not
 * match a profile that names the company.
 */
export function certificateNamesUser(certificate: TaxIds, user: TaxIds): boolean {
  const pairs = [
    [certificate.pinfl, user.pinfl],
    [certificate.stir, user.stir],
  ].filter(([a, b]) => a !== null && b !== null);
  return pairs.length > 0 && pairs.every(([a, b]) => a === b);
}
