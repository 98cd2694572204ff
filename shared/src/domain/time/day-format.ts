/** A Tashkent day (`YYYY-MM-DD`) as people read it across the product: `DD.MM.YYYY`. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
