/**
 * A personal id (PINFL, 14 digits) identifies a citizen for life; the cabinet shows only its last
 * four digits, enough for the owner to recognise it and useless to someone looking over a shoulder.
 */
export function maskPinfl(pinfl: string): string {
  const visible = pinfl.slice(-4);
  return '*'.repeat(Math.max(0, pinfl.length - visible.length)) + visible;
}
