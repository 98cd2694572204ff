import type { ReactNode } from 'react';

/** A fact as a `facts` list shows it: its label and its value. */
export type Fact = readonly [label: ReactNode, value: ReactNode];

/**
 * The rows of a `<dl className="facts">`, one per fact, as every page lists facts (a check's
 * result, a lot's terms): the label in `dt`, the value in `dd`.
 */
export function FactRows({ facts }: { facts: readonly Fact[] }) {
  return (
    <>
      {facts.map(([label, value], index) => (
        <div className="facts__row" key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}
