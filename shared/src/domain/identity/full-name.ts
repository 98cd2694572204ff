/** A person's full name as typed: spaces collapsed, 3 to 150 characters, at least two letters. */
export const FULL_NAME_MAX_LENGTH = 150;

export function normalizeFullName(input: string): string | undefined {
  const name = input.trim().replace(/\s+/g, ' ');
  const letters = name.match(/\p{L}/gu)?.length ?? 0;
  return name.length >= 3 && name.length <= FULL_NAME_MAX_LENGTH && letters >= 2 ? name : undefined;
}
