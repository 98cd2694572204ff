/**
 * Nothing sticks out (issue 9, part B 7), measured on a page as it stands: the page never scrolls
 * sideways and no element reaches past the viewport or out of the card it sits in; tables may
 * scroll inside their own box. `measureFit` runs in the browser (page.evaluate); `fitProblems`
 * words what it found, at most five elements of each kind per page.
 */
export interface Fit {
  scrollWidth: number;
  innerWidth: number;
  /** Elements past the viewport's edges that no box of their own clips. */
  outside: string[];
  /** Elements wider than the card (a box with a border, background or shadow) they sit in. */
  outOfCard: string[];
}

/** Measures the page as it stands; runs in the browser. */
export function measureFit(): Fit {
  const innerWidth = window.innerWidth;
  const name = (element: Element) => {
    const testId = element.getAttribute('data-testid');
    const classes = Array.from(element.classList).slice(0, 3).join('.');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}${
      testId ? `[data-testid=${testId}]` : ''
    }`;
  };
  const drawsBox = (style: CSSStyleDeclaration) =>
    style.boxShadow !== 'none' ||
    !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor) ||
    (parseFloat(style.borderLeftWidth) > 0 && parseFloat(style.borderRightWidth) > 0);
  const outside: string[] = [];
  const outOfCard: string[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden') continue;
    if (style.position !== 'absolute' && style.position !== 'fixed') {
      // The nearest card around it; a box that scrolls or clips on the way holds it in instead.
      let card = element.parentElement;
      while (card && card !== document.body) {
        const around = getComputedStyle(card);
        if (around.overflowX !== 'visible') card = null;
        else if (drawsBox(around)) break;
        else card = card.parentElement;
      }
      if (card && card !== document.body) {
        const box = card.getBoundingClientRect();
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          outOfCard.push(
            `${name(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}] sticks out of ${name(card)} [${Math.round(box.left)}..${Math.round(box.right)}]`,
          );
      }
    }
    if (rect.left >= -1 && rect.right <= innerWidth + 1) continue;
    // A box that clips or scrolls sideways holds it in: that box is measured itself.
    let held = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') {
        held = true;
        break;
      }
    }
    if (held) continue;
    const parent = element.parentElement ? `${name(element.parentElement)} > ` : '';
    const text = (element.textContent ?? '').trim().slice(0, 40);
    outside.push(`${parent}${name(element)} [${Math.round(rect.left)}..${Math.round(rect.right)}] "${text}"`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, outside, outOfCard };
}

export function fitProblems(url: string, fit: Fit): string[] {
  const problems: string[] = [];
  if (fit.scrollWidth > fit.innerWidth)
    problems.push(`${url}: the page is ${fit.scrollWidth} px wide in a ${fit.innerWidth} px window`);
  for (const element of fit.outside.slice(0, 5)) problems.push(`${url}: ${element}`);
  for (const element of fit.outOfCard.slice(0, 5)) problems.push(`${url}: ${element}`);
  return problems;
}
