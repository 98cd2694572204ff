/**
 * A postal address as the personal-info page takes it: region and district from the dictionaries
 * (so they read in the reader's language) and the street part as typed. Written the way Uzbek
 * addresses are read, from the largest part: "Toshkent shahri, Chilonzor tumani, Bunyodkor
 * ko'chasi 12". An address stored as one text before (no parts) is shown as it was written.
 */
export const STREET_MAX_LENGTH = 200;

export interface AddressParts {
  region: string | null;
  area: string | null;
  street: string | null;
}

export function formatAddress(parts: AddressParts, legacy: string | null = null): string | null {
  const street = parts.street?.trim();
  if (!street) return legacy?.trim() ? legacy : null;
  return [parts.region, parts.area, street].filter((part) => part && part.trim()).join(', ');
}
