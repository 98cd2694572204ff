/** How many page numbers show around the current one before the list is cut with an ellipsis. */
const AROUND = 2;

/** The pages worth a button: the first, the last, and a few around the current one. */
export function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= AROUND) shown.push(n);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}
