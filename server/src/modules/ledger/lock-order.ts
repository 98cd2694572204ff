/** Users in id order (ids are bigint digit strings): the one order every lifecycle step locks them in. */
export function byUserId(a: { userId: string }, b: { userId: string }): number {
  const x = BigInt(a.userId);
  const y = BigInt(b.userId);
  return x < y ? -1 : x > y ? 1 : 0;
}
