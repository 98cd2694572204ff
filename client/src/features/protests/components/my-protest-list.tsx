import type { Protest } from '@kimoshdi/shared';
import { ProtestCard } from './protest-card';

/** The participant's protests, each with the customer's answer and the operator's review. */
export function MyProtestList({ items }: { items: Protest[] }) {
  return (
    <div className="protest-list" data-testid="my-protests">
      {items.map((protest) => (
        <ProtestCard key={protest.id} protest={protest} />
      ))}
    </div>
  );
}
